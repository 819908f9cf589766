/**
 * Security headers on every answer, by helmet (@fastify/helmet): the Content-Security-Policy of
 * the app's configuration (`policies.mjs`), `X-Content-Type-Options: nosniff`, the referrer
 * policy, no framing (except the card preview's route, `cardPreviewHelmet`), and — beside helmet,
 * which knows neither — the Permissions-Policy and HSTS, the latter only for a request that came
 * over TLS (directly or, from a trusted proxy, by `X-Forwarded-Proto`). A request Fastify refuses
 * before routing (a malformed path) gets the same headers through `securityHeadersOf`.
 */
import fastifyHelmet from '@fastify/helmet';
import helmet from 'helmet';
import { cspDirectives, permissionsPolicy } from './policies.mjs';

/** @typedef {import('./config.mjs').AppConfig} AppConfig */

/** One year, with subdomains: the site is https-only behind TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's options for a configuration.
 * @param {AppConfig} config
 */
function helmetOptions(config) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: /** @type {const} */ ('strict-origin-when-cross-origin') },
    // PayPal's checkout and Stripe's 3-D Secure talk to their popups.
    crossOriginOpenerPolicy: { policy: /** @type {const} */ ('same-origin-allow-popups') },
    xFrameOptions: { action: /** @type {const} */ ('deny') },
    strictTransportSecurity: false,
  };
}

/**
 * Sets the headers helmet leaves out.
 * @param {string} permissions the Permissions-Policy
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
function setOtherHeaders(permissions, request, reply) {
  reply.header('permissions-policy', permissions);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/**
 * Registers the headers on the server.
 * @param {import('fastify').FastifyInstance} app
 * @param {AppConfig} config
 */
export async function registerSecurityHeaders(app, config) {
  await app.register(fastifyHelmet, helmetOptions(config));
  const permissions = permissionsPolicy(config);
  app.addHook('onRequest', async (request, reply) => setOtherHeaders(permissions, request, reply));
}

/**
 * The same headers for an answer made outside the routes (Fastify's framework errors).
 * @param {AppConfig} config
 * @returns {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => void}
 */
export function securityHeadersOf(config) {
  const middleware = helmet(helmetOptions(config));
  const permissions = permissionsPolicy(config);
  return (request, reply) => {
    middleware(request.raw, reply.raw, () => {});
    setOtherHeaders(permissions, request, reply);
  };
}

/**
 * The helmet options of the card preview's route: any site may frame it (providers show their
 * course cards on their own pages); everything else stays as on every answer.
 * @param {AppConfig} config
 */
export function cardPreviewHelmet(config) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...cspDirectives(config), frameAncestors: ['*'] },
    },
    xFrameOptions: false,
  };
}
