// The bundled map style's data is what scripts/build-map-style.mjs makes of Natural Earth.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from './lib/tools.mjs';

const data = join(root, 'packages', 'ui', 'src', 'map', 'default-style');

test('the committed map style data is up to date', () => {
  const run = spawnSync(process.execPath, ['scripts/build-map-style.mjs', '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
});

test('the style covers DE, AT, CH and LU with land and borders', () => {
  const land = JSON.parse(readFileSync(join(data, 'land.json'), 'utf8'));
  const borders = JSON.parse(readFileSync(join(data, 'borders.json'), 'utf8'));
  const points = (geometry) => geometry.coordinates.flat(Infinity).length / 2;
  assert.ok(points(land.features[0].geometry) > 1000);
  assert.ok(points(borders.features[0].geometry) > 1000);
  const lngs = land.features[0].geometry.coordinates.flat(2).map(([lng]) => lng);
  // Luxembourg (6°E) to Vienna (16.4°E) lie inside.
  assert.ok(Math.min(...lngs) <= 6 && Math.max(...lngs) >= 16.4);
});
