/**
 * The server entry (`vite build --ssr src/entry-server.tsx`, in `dist-server/`), imported once on
 * first use: the page renderer and the crawl files share it.
 */
import { pathToFileURL } from 'node:url';

/**
 * @param {string} entry the entry's file
 * @returns {() => Promise<any>} the entry's module, imported on the first call
 */
export function entryLoader(entry) {
  /** @type {Promise<any> | null} */
  let loading = null;
  return () => (loading ??= import(pathToFileURL(entry).href));
}
