/**
 * The web app's server: the build's files, the app page for every other path (through `render`,
 * which the server-rendering handler replaces), `/api` passed on to the API, brotli or gzip by
 * `Accept-Encoding`, security headers on every answer. A factory: tests `inject` requests or
 * listen on port 0; `main.mjs` is the command line.
 */
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { registerApiProxy } from './api-proxy.mjs';
import { registerAppPage, sendIndexHtml } from './app-page.mjs';
import { readAppConfig } from './config.mjs';
import { frameworkErrors, registerErrorHandler } from './errors.mjs';
import { cardPreviewHelmet, registerSecurityHeaders, securityHeadersOf } from './security.mjs';
import { registerStaticFiles } from './static-files.mjs';

/** The card preview's route (domain `ROUTE_PATTERNS`, `cardPreview`): others may frame it. */
export const CARD_PREVIEW_ROUTE = '/:slug/courses/:id/course-card-preview';

/**
 * Proxies whose `X-Forwarded-*` headers are believed (the protocol decides HSTS, the address the
 * rate limit): the machine itself and private networks, where a load balancer or CDN edge sits.
 */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

/**
 * Whether `host` (the request's `Host`, or `X-Forwarded-Host` from a trusted proxy) names a host
 * and maybe a port, nothing else: it becomes the address of canonical links and previews when
 * `KURSE_SITE_URL` is not set, so `a b`, `[`, `x/y` or `user@x` are refused.
 * @param {string | undefined} host
 */
export function isValidHost(host) {
  if (!host || !URL.canParse(`http://${host}`)) return false;
  return new URL(`http://${host}`).host === host.toLowerCase().replace(/:80$/, '');
}

/**
 * @typedef {object} ServerOptions
 * @property {string} dist The build folder (`index.html`, `assets/`).
 * @property {import('./api-proxy.mjs').ApiProxyOptions['apiUrl']} apiUrl The API root.
 * @property {import('./app-page.mjs').Render} [render] Answers a page path; default: `index.html`.
 * @property {import('fastify').FastifyServerOptions['logger']} [logger]
 * @property {import('./config.mjs').AppConfig} [config] Default: read from the environment.
 * @property {number} [apiTimeoutMs] The API's time limit (default 20 s).
 * @property {import('./api-proxy.mjs').ApiProxyOptions['rateLimit']} [rateLimit]
 * @property {boolean | string} [trustProxy] Default: {@link TRUSTED_PROXIES}.
 */

/**
 * Builds the server (not yet listening).
 * @param {ServerOptions} options
 */
export async function createServer(options) {
  const { dist, apiUrl, render = sendIndexHtml, config = readAppConfig() } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? TRUSTED_PROXIES,
    frameworkErrors: frameworkErrors(securityHeadersOf(config)),
    // A long provider slug is a page path like any other (the app answers it), not a 414.
    routerOptions: { maxParamLength: 2000 },
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  // A request without a usable host is refused before anything reads it (400, the error handler).
  app.addHook('onRequest', async (request) => {
    if (!isValidHost(request.host)) {
      throw Object.assign(new Error('Bad host'), { statusCode: 400 });
    }
  });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await registerStaticFiles(app, dist);
  await app.register(async (scope) =>
    registerApiProxy(scope, {
      apiUrl,
      timeoutMs: options.apiTimeoutMs,
      rateLimit: options.rateLimit,
    }),
  );
  app.get(CARD_PREVIEW_ROUTE, { helmet: cardPreviewHelmet(config) }, render);
  registerAppPage(app, render);
  return app;
}
