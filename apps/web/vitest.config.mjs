import { defineConfig } from 'vitest/config';

// The server's tests (apps/web/server): Node, no browser; each test starts its own server.
export default defineConfig({
  test: {
    include: ['server/**/*.test.mjs'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
