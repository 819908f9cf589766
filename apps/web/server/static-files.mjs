/**
 * The build's files by @fastify/static: `/assets/*` (names with a content hash) cached for a year
 * as immutable, the other files (favicon…) revalidated on every use. Source maps are never
 * served, and `index.html` only through the app page (`app-page.mjs`), never as a file. A path
 * without a file falls through to the not-found handler (`app-page.mjs`).
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';

/** The Cache-Control of the hashed assets. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The Cache-Control of everything else: always revalidated. */
export const NO_CACHE = 'no-cache';

/** @param {string} path a request path */
export const isSourceMap = (path) => path.endsWith('.map');
/** @param {string} path a request path */
export const isAsset = (path) => path.startsWith('/assets/');
/** @param {string} path a request path: a folder has no file to send (`/` is the app page) */
const isFolder = (path) => path.endsWith('/');

/**
 * Registers the build's files.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} dist the build folder (with `index.html` and `assets/`)
 */
export async function registerStaticFiles(app, dist) {
  // The folder's other files; it also decorates `reply.sendFile` for the app page.
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    cacheControl: false,
    allowedPath: (path) =>
      !isAsset(path) && !isSourceMap(path) && !isFolder(path) && path !== '/index.html',
    setHeaders: (reply) => reply.header('cache-control', NO_CACHE),
  });
  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    // The brotli and gzip copies the build writes (`precompress.mjs`), when there are any.
    preCompressed: true,
    allowedPath: (path) => !isSourceMap(path) && !isFolder(path),
  });
}
