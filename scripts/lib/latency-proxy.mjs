// A loopback HTTP proxy that answers every request after a fixed pause: the demo backend behind
// it then answers like an API some network distance away. The demo backend has no such setting
// of its own (its only delay scenario, `search-slow`, slows searches alone, by 3 s).
import { once } from 'node:events';
import { Agent, createServer, request as forward } from 'node:http';

/**
 * Starts the proxy in front of `target` (an origin, `http://127.0.0.1:PORT`); resolves with its
 * origin and a `close()`.
 * @param {{ target: string, delayMs: number }} options
 */
export async function startLatencyProxy({ target, delayMs }) {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    setTimeout(() => {
      const upstream = forward(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: incoming.headers, agent },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(upstream);
    }, delayMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
