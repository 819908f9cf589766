// `npm run bench:bundle` | `npm run bench:map`: builds the web app, serves it with the demo
// backend and measures in Chromium — the first-load JavaScript and CSS (gzip) of every main route,
// or the map search's first render and re-clustering time with 10,000 locations.
import { ensureChromium, ensureDependencies, ensurePnpm, must, step } from './lib/tools.mjs';

const benches = {
  bundle: 'Measuring first-load sizes per route',
  map: 'Measuring the map search with 10,000 locations (dense scenario)',
};
const name = process.argv[2];
if (!(name in benches)) {
  console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
try {
  ensurePnpm();
  ensureDependencies();
  const chromium = ensureChromium();
  step('Building the web app');
  must('pnpm', ['--filter', '@kurse/web...', 'build']);
  step(benches[name]);
  must('pnpm', ['--filter', '@kurse/e2e', `bench:${name}`], {
    extraEnv: { KURSE_CHROMIUM: chromium },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
