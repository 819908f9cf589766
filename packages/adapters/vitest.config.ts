import { defineConfig } from 'vitest/config';

// Unit tests of the adapters (the demo backend answers the API's ones in-process); the payment
// fields are tested as stories in @kurse/features (checkout/payments).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/**/stripe-elements.tsx'],
      reporter: ['text-summary'],
    },
  },
});
