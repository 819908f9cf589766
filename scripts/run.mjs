// `npm run <lint|typecheck|build|format>` from the root: install what is missing, then run it.
import { ensureDependencies, ensurePnpm, must } from './lib/tools.mjs';

const commands = {
  lint: ['pnpm', ['exec', 'eslint', '.', '--max-warnings', '0']],
  format: ['pnpm', ['exec', 'prettier', '--write', '.']],
  // One build of the project references (tsconfig.json): each package is checked once, against
  // the declarations of the packages it imports, kept in each package's node_modules/.cache/tsc.
  typecheck: ['pnpm', ['exec', 'tsc', '--build']],
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
  // Extra arguments go to the tool: `npm run typecheck -- --force` checks everything anew.
  must(command[0], [...command[1], ...process.argv.slice(3)]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
