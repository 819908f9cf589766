// `npm run bench:<name>`: builds the web app, then measures it.
// bundle: the first-load JavaScript and CSS (gzip) of every main route, in Chromium;
// map: the map search's first render and re-clustering time with 10,000 locations, in Chromium;
// ssr: requests per second, latency and render time of server-rendered pages (scripts/bench-ssr.mjs);
// lighthouse: Lighthouse's mobile scores of the main pages (scripts/bench-lighthouse.mjs).
// Arguments after the name go to the benchmark (`npm run bench:ssr -- --duration 5`).
import { ensureChromium, ensureDependencies, ensurePnpm, must, step } from './lib/tools.mjs';

/** Each benchmark: its heading, whether it needs a browser, and the command that runs it. */
const benches = {
  bundle: {
    title: 'Measuring first-load sizes per route',
    browser: true,
    command: ['pnpm', ['--filter', '@kurse/e2e', 'bench:bundle']],
  },
  map: {
    title: 'Measuring the map search with 10,000 locations (dense scenario)',
    browser: true,
    command: ['pnpm', ['--filter', '@kurse/e2e', 'bench:map']],
  },
  ssr: {
    title: 'Measuring the server rendering of the course and provider pages',
    browser: false,
    command: ['node', ['scripts/bench-ssr.mjs']],
  },
  lighthouse: {
    title: 'Measuring the main pages with Lighthouse (mobile)',
    browser: true,
    command: ['node', ['scripts/bench-lighthouse.mjs']],
  },
};
const name = process.argv[2];
if (!(name in benches)) {
  console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const bench = benches[/** @type {keyof typeof benches} */ (name)];
try {
  ensurePnpm();
  ensureDependencies();
  const chromium = bench.browser ? ensureChromium() : '';
  step('Building the web app');
  must('pnpm', ['--filter', '@kurse/web...', 'build']);
  step(bench.title);
  const [command, args] = bench.command;
  must(command, [...args, ...process.argv.slice(3)], {
    extraEnv: bench.browser ? { KURSE_CHROMIUM: chromium } : {},
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
