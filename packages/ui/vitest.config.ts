import { defineConfig } from 'vitest/config';

// Unit tests for the pure parts of @kurse/ui (themes, contrast); components are tested as stories.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
