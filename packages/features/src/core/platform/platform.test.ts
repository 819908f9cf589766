// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from './service-worker';
import { errorMessage, installErrorReporting, reportError } from './error-reporting';
import { createViewTracker } from './tracking';

const HOUR = 60 * 60 * 1000;

function memoryStorage() {
  const entries: Record<string, string> = {};
  return {
    getItem: (k: string) => entries[k] ?? null,
    setItem: (k: string, v: string) => void (entries[k] = v),
    removeItem: (k: string) => void Reflect.deleteProperty(entries, k),
  };
}

describe('view tracking pixel (transactions §9: once per hour per item)', () => {
  it('fires once, again only after an hour, per item, and across reloads', () => {
    const storage = memoryStorage();
    const pixel = vi.fn();
    let t = 1_000_000;
    const make = () => createViewTracker({ tracking: { pixel }, storage, now: () => t });
    const track = make();
    expect(track('c', 101)).toBe(true);
    expect(pixel).toHaveBeenLastCalledWith('c', 101, t);
    t += HOUR - 1;
    expect(make()('c', 101)).toBe(false);
    expect(track('p', 'schwimmschule-seepferdchen')).toBe(true);
    t += 1;
    expect(track('c', 101)).toBe(true);
    expect(pixel).toHaveBeenCalledTimes(3);
  });
});

describe('service worker (discovery §7)', () => {
  it('unregisters every registration and survives a failing container', async () => {
    const unregister = vi.fn().mockResolvedValue(true);
    const container = { getRegistrations: async () => [{ unregister }, { unregister }] };
    expect(await unregisterServiceWorkers(container as never)).toBe(2);
    const broken = { getRegistrations: () => Promise.reject(new Error('denied')) };
    expect(await unregisterServiceWorkers(broken)).toBe(0);
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
  });
});
describe('error reporting (discovery §7 POST /err)', () => {
  it('reports uncaught errors and unhandled rejections until removed', async () => {
    const api = { reportError: vi.fn().mockResolvedValue(true) };
    const remove = installErrorReporting(api, window);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'lost' });
    window.dispatchEvent(rejection);
    expect(api.reportError).toHaveBeenNthCalledWith(
      1,
      'boom',
      expect.objectContaining({ source: 'error' }),
    );
    expect(api.reportError).toHaveBeenNthCalledWith(
      2,
      'lost',
      expect.objectContaining({ source: 'unhandledrejection' }),
    );
    remove();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    expect(api.reportError).toHaveBeenCalledTimes(2);
    expect(await reportError(api, { code: 1 })).toBe(true);
    expect(errorMessage({ code: 1 })).toBe('{"code":1}');
    expect(errorMessage(new TypeError('boom'))).toBe('TypeError: boom');
  });

  it('reports the page address, unless the caller gives one without its secret', async () => {
    const api = { reportError: vi.fn(async () => true) };
    await reportError(api, new Error('a'));
    await reportError(api, new Error('b'), { url: '/x/rooms/1/…' });
    expect(api.reportError).toHaveBeenNthCalledWith(
      1,
      'Error: a',
      expect.objectContaining({ url: window.location.href }),
    );
    expect(api.reportError).toHaveBeenNthCalledWith(
      2,
      'Error: b',
      expect.objectContaining({ url: '/x/rooms/1/…' }),
    );
  });
});
