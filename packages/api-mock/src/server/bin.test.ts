import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/serve.mjs', import.meta.url));

describe('bin/serve.mjs', () => {
  it('starts the server on the given port, prints the URL and serves the seed', async () => {
    const child = spawn(process.execPath, [bin, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\/api/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const response = await fetch(`${url}/api/providers/schwimmschule-seepferdchen`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: 1 });
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);
});
