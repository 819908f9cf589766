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
    const { result } = renderHook(() => useAddressQuery(pageOf, undefined, onBrowse));
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
    const { result } = renderHook(() => useAddressQuery(pageOf, '?page=4', onBrowse));
    expect(result.current[0]).toBe('4');
    act(() => browseTo('?page=6'));
    expect(result.current[0]).toBe('4');
    expect(onBrowse).not.toHaveBeenCalled();
  });

  it('stops listening when the page leaves', () => {
    window.history.replaceState(null, '', '/room?page=2');
    const onBrowse = vi.fn();
    const { unmount } = renderHook(() => useAddressQuery(pageOf, undefined, onBrowse));
    unmount();
    browseTo('?page=3');
    expect(onBrowse).not.toHaveBeenCalled();
  });
});
