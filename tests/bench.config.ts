import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** The size benchmark: the same server and browser as the browser tests, desktop only. */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: /\.bench\.ts$/,
  reporter: [['list']],
  projects: base.projects?.filter((project) => project.name === 'desktop'),
});
