// Serves the production build of the web app on loopback.
// Options: --port N (or PORT), --host H (or HOST, default 127.0.0.1).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/tools.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT ?? 4173);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const dist = join(root, 'apps', 'web', 'dist');

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

const send = (res, file, status = 200) => {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${join(dist, 'assets')}`);
  res.writeHead(status, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(dist, path);
  if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
    send(res, file);
    return;
  }
  // Client-side routes all answer with the app; a missing asset is a real 404.
  if (path.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  send(res, join(dist, 'index.html'));
});

server.listen(port, host, () => {
  console.log(`\nKurse is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/\n`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
