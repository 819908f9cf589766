// `npm start`: install what is missing, build, and serve the app with the demo backend.
import { ensureDependencies, ensurePnpm, must, step } from './lib/tools.mjs';

try {
  ensurePnpm();
  ensureDependencies();
  step('Building (pnpm -r build)');
  must('pnpm', ['-r', 'build']);
  step('Serving');
  must('node', ['scripts/serve.mjs', ...process.argv.slice(2)]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
