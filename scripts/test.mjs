// `npm test`: install what is missing (pnpm, dependencies, Chromium), then lint, typecheck, every
// package's tests, the production build, the packed packages in an app outside the workspace and
// the browser tests. Ends with one summary line.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import {
  ensureChromium,
  ensureDependencies,
  ensurePnpm,
  env,
  root,
  run,
  runBuffered,
  runCollected,
  step,
} from './lib/tools.mjs';

const started = Date.now();
// The stories run in two browsers at once, half of the story files each: one browser renders
// every story of its run in one page, so a single run keeps one core busy and leaves the other.
const STORY_SHARDS = [1, 2];
const toolingTests = readdirSync(join(root, 'scripts'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => join('scripts', name));
const results = [];
// Each step's minutes, counted from the end of the one before (the install counts with the first).
let stepStarted = started;
const record = (name, ok) => {
  const now = Date.now();
  results.push({ name, ok, minutes: ((now - stepStarted) / 60000).toFixed(1) });
  stepStarted = now;
};

/** The workspace's packages and apps, as paths from the root (`packages/domain`, `apps/web`). */
const packageDirs = ['packages', 'apps'].flatMap((dir) =>
  readdirSync(join(root, dir)).map((name) => `${dir}/${name}`),
);

const reportFiles = () =>
  packageDirs
    .map((dir) => join(root, dir, 'test-results', 'vitest.json'))
    .concat(join(root, 'tests', 'test-results', 'report.json'))
    .concat(STORY_SHARDS.map((shard) => join(root, 'test-results', `storybook-${shard}.json`)));

let chromium = '';
try {
  ensurePnpm();
  ensureDependencies();
  chromium = ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
for (const file of reportFiles()) rmSync(file, { force: true });

// Lint, format check and typecheck read the sources and nothing else: they run side by side (each
// keeps about one core busy), and each is timed on its own.
step('Lint (eslint, zero warnings), format check (prettier) and typecheck, side by side');
const timed = async (name, running) => {
  const ok = await running;
  return { name, ok, minutes: ((Date.now() - stepStarted) / 60000).toFixed(1) };
};
const staticChecks = await Promise.all([
  timed('lint', runBuffered('pnpm', ['exec', 'eslint', '.', '--max-warnings', '0'])),
  timed('format', runBuffered('pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn'])),
  timed('typecheck', runBuffered('pnpm', ['exec', 'tsc', '--build'])),
]);
results.push(...staticChecks);
stepStarted = Date.now();
step('Tooling tests (node --test)');
const tooling = spawnSync('node', ['--test', '--test-reporter=tap', ...toolingTests], {
  cwd: root,
  env,
  encoding: 'utf8',
});
process.stdout.write(tooling.stdout + tooling.stderr);
record('tooling', tooling.status === 0);
const count = (label) =>
  Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(tooling.stdout)?.[1] ?? 0);
let passed = count('pass');
let failed = count('fail');
let skipped = count('skipped') + count('todo');
step('Package tests (vitest)');
// Two packages at a time, in no dependency order: the tests read sources, not builds, so the
// longest (api-mock, features, the web app's servers) start first and need not wait for the
// packages they import (each run keeps one core busy). Each package's output is printed in one
// piece when it ends; one that fails is named at the end with the error lines it printed, also
// when no single test failed (an error outside a test, a coverage threshold).
const SLOWEST_FIRST = ['packages/api-mock', 'packages/features', 'apps/web'];
const testedPackages = packageDirs
  .filter((dir) => {
    const manifest = join(root, dir, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test;
  })
  .sort((a, b) => rank(a) - rank(b));
function rank(dir) {
  const index = SLOWEST_FIRST.indexOf(dir);
  return index === -1 ? SLOWEST_FIRST.length : index;
}
const unitRuns = [];
const waiting = [...testedPackages];
await Promise.all(
  [1, 2].map(async () => {
    for (let dir = waiting.shift(); dir; dir = waiting.shift()) {
      const result = await runCollected('pnpm', ['run', 'test'], { cwd: join(root, dir) });
      unitRuns.push({ dir, ...result });
    }
  }),
);
record(
  'unit',
  unitRuns.every((r) => r.ok),
);
step('Stories as tests (vitest browser mode, axe)');
const storyRuns = await Promise.all(
  STORY_SHARDS.map((shard) =>
    runBuffered(
      'pnpm',
      [
        'exec',
        'vitest',
        'run',
        '--config',
        'vitest.storybook.config.ts',
        `--shard=${shard}/${STORY_SHARDS.length}`,
        `--outputFile.json=test-results/storybook-${shard}.json`,
      ],
      { extraEnv: { KURSE_CHROMIUM: chromium } },
    ),
  ),
);
record(
  'stories',
  storyRuns.every((ok) => ok),
);
step('Production build (packages, web app, static Storybook)');
const built = run('node', ['scripts/build.mjs']);
record('build', built);
step('Packed packages in an app outside the workspace (npm, Node, TypeScript, Vite)');
record('packages', run('node', ['scripts/packages/check-packed.mjs']));
if (built) {
  step('Browser tests (playwright)');
  record(
    'e2e',
    run('pnpm', ['--filter', '@kurse/e2e', 'test'], { extraEnv: { KURSE_CHROMIUM: chromium } }),
  );
}

// The names of the failed tests, printed last: a log read from its end names them.
const failedNames = [];
// A test of the browser tests that passed only on its retry is printed as flaky.
const playwrightFailures = (suite, path = []) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map(
        (test) =>
          `${test.status === 'flaky' ? '(flaky) ' : ''}` +
          [...path, spec.title, `[${test.projectName}]`].join(' › '),
      ),
  ),
  ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, [...path, child.title])),
];
for (const file of reportFiles().filter((f) => existsSync(f))) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    failedNames.push(
      ...(report.suites ?? []).flatMap((suite) => playwrightFailures(suite, [suite.title])),
    );
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const result of report.testResults ?? []) {
      for (const test of result.assertionResults ?? []) {
        if (test.status === 'failed') {
          failedNames.push(`${relative(root, result.name)} › ${test.fullName}`);
        }
      }
    }
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  '\nSteps: ' +
    results.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'} ${r.minutes}m`).join(' · ') +
    ` (${minutes} min)`,
);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps;
for (const name of failedNames) console.log(`failed: ${name}`);
// The error lines of each package whose tests failed, as the test runner printed them (not the
// lines of passed tests, whose names may speak of errors).
const ERROR_LINE = /error|fail|unhandled|threshold|timed? ?out|✗|×/i;
for (const { dir, output } of unitRuns.filter((r) => !r.ok)) {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => ERROR_LINE.test(line) && !line.startsWith('✓'));
  console.log(`failed: ${dir} (its tests' command did not pass)`);
  for (const line of [...new Set(lines)].slice(-15)) console.log(`  ${line}`);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
