import { defineConfig } from 'vitest/config';

// The server's tests (apps/web/server) and the server rendering's (src/*.test.tsx): Node, no
// browser; each server test starts its own server.
export default defineConfig({
  test: {
    include: ['server/**/*.test.mjs', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
