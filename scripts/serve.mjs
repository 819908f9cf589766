// Serves the production build of the web app on loopback, with `/api` answered by the demo backend
// (started on a free loopback port) or, when KURSE_API_URL is set, proxied to that real API.
// Options: --port N (or PORT, default 4173), --host H (or HOST, default 127.0.0.1),
// --dist DIR (or KURSE_WEB_DIST, default apps/web/dist): a build made with `vite build --outDir`.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/tools.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, dist: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT ?? 4173);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const dist = resolve(
  values.dist ?? process.env.KURSE_WEB_DIST ?? join(root, 'apps', 'web', 'dist'),
);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build found in ${dist}. Run "npm start" (it builds first) or "npm run build".`);
  process.exit(1);
}

/** Starts the demo backend on a free loopback port; resolves with its base URL (ending in /api). */
function startDemoBackend() {
  return new Promise((resolve, reject) => {
    const bin = join(root, 'packages', 'api-mock', 'bin', 'serve.mjs');
    const child = spawn(process.execPath, [bin, '--port', '0', '--host', '127.0.0.1'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () => child.kill();
    process.on('exit', stop);
    child.on('exit', (code) => reject(new Error(`The demo backend stopped (exit ${code}).`)));
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(new URL('/api', match[1]).href);
    });
  });
}

const apiBase = new URL(process.env.KURSE_API_URL ?? (await startDemoBackend()));

/** Passes an `/api/...` request on to the API, keeping method, headers and body. */
function proxy(req, res) {
  const target = new URL(
    apiBase.pathname.replace(/\/$/, '') + req.url.replace(/^\/api/, ''),
    apiBase,
  );
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 502, message: 'API not reachable' }));
  });
  req.pipe(upstream);
}

const sendFile = (res, file) => {
  const immutable = file.startsWith(join(dist, 'assets'));
  res.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    proxy(req, res);
    return;
  }
  const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(dist, path);
  if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
    sendFile(res, file);
    return;
  }
  // Client-side routes all answer with the app; a missing asset is a real 404.
  if (path.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  sendFile(res, join(dist, 'index.html'));
});

server.listen(port, host, () => {
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  console.log(`\nKurse is running at http://${shown}:${port}/`);
  console.log(
    `API: ${process.env.KURSE_API_URL ? apiBase.href : `demo backend at ${apiBase.href}`}\n`,
  );
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
