// Every story is a test: rendered in headless Chromium, play functions run, axe must find nothing.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const executablePath = process.env.KURSE_CHROMIUM || undefined;

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook', tags: { exclude: ['no-test'] } })],
  test: {
    name: 'storybook',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/storybook.json' },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
