// `npm run build`: every package and the web app, then the static Storybook (storybook-static/).
import { ensureDependencies, ensurePnpm, must, step } from './lib/tools.mjs';

try {
  ensurePnpm();
  ensureDependencies();
  step('Building packages and the web app (pnpm -r build)');
  must('pnpm', ['-r', 'build']);
  step('Building the static Storybook (storybook-static/)');
  must('pnpm', ['exec', 'storybook', 'build', '--output-dir', 'storybook-static', '--quiet']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
