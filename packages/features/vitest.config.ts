import { defineConfig } from 'vitest/config';

// Unit tests of the stores and actions; components are tested as stories (vitest.storybook.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./src/core/test/setup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    coverage: {
      provider: 'v8',
      include: [
        'src/core/state/**/*.ts',
        'src/core/session/**/*.ts',
        'src/core/lib/**/*.ts',
        'src/core/platform/**/*.ts',
      ],
      exclude: ['src/**/*.test.{ts,tsx}'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
