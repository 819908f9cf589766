/**
 * The app page: every GET or HEAD path without a file answers with the app, through ONE function,
 * `render(request, reply)` (the server-rendering handler takes its place; by default it sends the
 * build's `index.html`). A missing asset or a source map is a real 404, another method a 405.
 */
import { isAsset, isSourceMap, NO_CACHE } from './static-files.mjs';

/**
 * @typedef {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply)
 *   => unknown} Render
 */

/** @type {Render} The default: the build's `index.html`, revalidated on every use. */
export function sendIndexHtml(_request, reply) {
  return reply
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .sendFile('index.html', { cacheControl: false });
}

/**
 * Answers every request no route took: the app for a page path, 404 for a file that is not there.
 * @param {import('fastify').FastifyInstance} app
 * @param {Render} render
 */
export function registerAppPage(app, render) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain')
        .send('Method not allowed');
    }
    if (isAsset(path) || isSourceMap(path)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return render(request, reply);
  });
}
