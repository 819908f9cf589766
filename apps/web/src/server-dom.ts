/**
 * The server's DOM for the rich texts pages parse and clean (descriptions, posts, excerpts):
 * jsdom's window, the one DOMPurify documents for servers. Made once per process; it holds no
 * request's data.
 */
import { setHtmlWindow } from '@kurse/features';
import { JSDOM } from 'jsdom';

/** Gives the pages a DOMParser and the sanitiser its window. */
export function installServerDom(): void {
  if (typeof globalThis.DOMParser === 'function') return;
  const { window } = new JSDOM('');
  globalThis.DOMParser = window.DOMParser;
  setHtmlWindow(window as unknown as Parameters<typeof setHtmlWindow>[0]);
}
