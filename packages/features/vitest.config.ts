import { defineConfig } from 'vitest/config';

// Unit tests of the stores and actions; components are tested as stories (vitest.storybook.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Two workers on two cores: the suite's time is its files' imports (each reads a slice's
    // door), one worker left a core idle once the packages beside it had finished (136 → 83 s).
    maxWorkers: 2,
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
