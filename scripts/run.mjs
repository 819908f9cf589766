// `npm run <lint|typecheck|build|format>` from the root: install what is missing, then run it.
import { ensureDependencies, ensurePnpm, must } from './lib/tools.mjs';

const commands = {
  lint: ['pnpm', ['exec', 'eslint', '.', '--max-warnings', '0']],
  format: ['pnpm', ['exec', 'prettier', '--write', '.']],
  typecheck: ['pnpm', ['-r', '--workspace-concurrency', '2', 'typecheck']],
  build: ['node', ['scripts/build.mjs']],
  storybook: ['pnpm', ['exec', 'storybook', 'dev', '--port', '6006', '--no-open']],
  'build-storybook': [
    'pnpm',
    ['exec', 'storybook', 'build', '--output-dir', 'storybook-static', '--quiet'],
  ],
};

const name = process.argv[2];
const command = commands[name];
if (!command) {
  console.error(`Unknown command "${name}". Known: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
try {
  ensurePnpm();
  ensureDependencies();
  must(...command);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
