// `npm run bench:bundle`: builds the web app, serves it with the demo backend and prints the
// first-load JavaScript and CSS (gzip) of every main route, measured in Chromium.
import { ensureChromium, ensureDependencies, ensurePnpm, must, step } from './lib/tools.mjs';

try {
  ensurePnpm();
  ensureDependencies();
  const chromium = ensureChromium();
  step('Building the web app');
  must('pnpm', ['--filter', '@kurse/web...', 'build']);
  step('Measuring first-load sizes per route');
  must('pnpm', ['--filter', '@kurse/e2e', 'bench:bundle'], {
    extraEnv: { KURSE_CHROMIUM: chromium },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
