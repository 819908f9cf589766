// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAddressQuery } from './use-address-query';

const pageOf = (search: string) => new URLSearchParams(search).get('page');

/** Moves the address as the browser's back or forward button does. */
function browseTo(search: string) {
  window.history.pushState(null, '', `/room${search}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useAddressQuery', () => {
  it('reads the address, again on back or forward, and tells onBrowse first', () => {
    window.history.replaceState(null, '', '/room?page=2');
    const onBrowse = vi.fn();
    const { result } = renderHook(() => useAddressQuery(pageOf, { onBrowse }));
    expect(result.current[0]).toBe('2');
    act(() => browseTo('?page=5'));
    expect(result.current[0]).toBe('5');
    expect(onBrowse).toHaveBeenCalledTimes(1);
  });

  it('shows what the setter gives until the browser moves', () => {
    window.history.replaceState(null, '', '/room?page=1');
    const { result } = renderHook(() => useAddressQuery(pageOf));
    act(() => result.current[1]('3'));
    expect(result.current[0]).toBe('3');
    act(() => browseTo(''));
    expect(result.current[0]).toBeNull();
  });

  it('with a given query reads that and ignores the browser', () => {
    window.history.replaceState(null, '', '/room?page=2');
    const onBrowse = vi.fn();
    const { result } = renderHook(() => useAddressQuery(pageOf, { search: '?page=4', onBrowse }));
    expect(result.current[0]).toBe('4');
    act(() => browseTo('?page=6'));
    expect(result.current[0]).toBe('4');
    expect(onBrowse).not.toHaveBeenCalled();
  });

  it('stops listening when the page leaves', () => {
    window.history.replaceState(null, '', '/room?page=2');
    const onBrowse = vi.fn();
    const { unmount } = renderHook(() => useAddressQuery(pageOf, { onBrowse }));
    unmount();
    browseTo('?page=3');
    expect(onBrowse).not.toHaveBeenCalled();
  });
  describe('with write', () => {
    /** Keeps what the page does not own (`utm`) and sets or drops `page`. */
    const write = (page: string | null, current: string) => {
      const query = new URLSearchParams(current);
      if (page === null) query.delete('page');
      else query.set('page', page);
      const text = query.toString();
      return text ? `?${text}` : '';
    };

    it('leaves the address as it is on the first reading', () => {
      window.history.replaceState(null, '', '/room?utm=chat');
      const { result } = renderHook(() => useAddressQuery(pageOf, { write }));
      expect(result.current[0]).toBeNull();
      expect(window.location.search).toBe('?utm=chat');
    });

    it('writes what the setter gives, in place, keeping the rest of the query and the hash', () => {
      window.history.replaceState({ from: 'app' }, '', '/room?utm=chat#top');
      const before = window.history.length;
      const { result } = renderHook(() => useAddressQuery(pageOf, { write }));
      act(() => result.current[1]('3'));
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/room?utm=chat&page=3#top',
      );
      expect(window.history.length).toBe(before);
      expect(window.history.state).toEqual({ from: 'app' });
      act(() => result.current[1](null));
      expect(window.location.search).toBe('?utm=chat');
    });

    it('does not write back what back or forward read', () => {
      window.history.replaceState(null, '', '/room?page=1');
      const write = vi.fn((page: string | null) => (page ? `?page=${page}` : ''));
      const { result } = renderHook(() => useAddressQuery(pageOf, { write }));
      act(() => browseTo('?page=5&utm=chat'));
      expect(result.current[0]).toBe('5');
      expect(write).not.toHaveBeenCalled();
      expect(window.location.search).toBe('?page=5&utm=chat');
    });

    it('with a given query writes nothing', () => {
      window.history.replaceState(null, '', '/room?page=2');
      const { result } = renderHook(() => useAddressQuery(pageOf, { search: '?page=4', write }));
      act(() => result.current[1]('7'));
      expect(result.current[0]).toBe('7');
      expect(window.location.search).toBe('?page=2');
    });
  });
});
