/**
 * Answers for what goes wrong, without internals (no stack, no path, no message of ours): a bad
 * request (a malformed path like `/%`, a null byte, a path out of the folder) gets its status with
 * a short plain text; under `/api` the API's error JSON. Anything else is a 500, logged.
 * Requests Node's parser refuses (unknown methods, huge headers) get Fastify's short answer.
 */
import { STATUS_CODES } from 'node:http';

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {number} status
 */
function answer(request, reply, status) {
  const message = STATUS_CODES[status] ?? 'Error';
  if (request.url === '/api' || request.url.startsWith('/api/')) {
    return reply.code(status).type('application/json').send({ status, message });
  }
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * The handler of Fastify's framework errors (a URL it cannot decode, a bad content type): always
 * the client's fault, answered with the security headers of every answer.
 * @param {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => void} setHeaders
 * @returns {NonNullable<import('fastify').FastifyServerOptions['frameworkErrors']>}
 */
export function frameworkErrors(setHeaders) {
  return (_error, request, reply) => {
    setHeaders(request, reply);
    answer(request, reply, 400);
  };
}

/**
 * Registers the error handler.
 * @param {import('fastify').FastifyInstance} app
 */
export function registerErrorHandler(app) {
  app.setErrorHandler((error, request, reply) => {
    const code = /** @type {{ statusCode?: unknown }} */ (error).statusCode;
    const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return answer(request, reply, status);
  });
}
