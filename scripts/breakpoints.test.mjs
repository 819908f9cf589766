// One source for the breakpoints: styles.css carries what scripts/build-breakpoints.mjs writes
// from @kurse/domain's BREAKPOINTS, so a change on one side alone fails here.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { domainBreakpoints, withBreakpoints } from './build-breakpoints.mjs';
import { root } from './lib/tools.mjs';

const css = readFileSync(join(root, 'packages/ui/src/styles.css'), 'utf8');

test('styles.css declares the breakpoints domain has, in rem', async () => {
  const run = spawnSync(process.execPath, ['scripts/build-breakpoints.mjs', '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(await domainBreakpoints(), { sm: 576, md: 768, lg: 992 });
  assert.match(css, /--breakpoint-md: 48rem; \/\* 768 px \*\//);
});

test('a breakpoint changed in domain alone would be caught', async () => {
  const drifted = { ...(await domainBreakpoints()), md: 800 };
  assert.notEqual(withBreakpoints(css, drifted), css);
  assert.match(withBreakpoints(css, drifted), /--breakpoint-md: 50rem; \/\* 800 px \*\//);
});

test('styles.css names no breakpoint width by hand', () => {
  assert.doesNotMatch(css.replace(/\/\*[\s\S]*?\*\//g, ''), /@media[^{]*\d+(rem|px)/);
});
