// Keeps the domain package's documentation true: every export names its spec section in JSDoc,
// and the README lists every export of the public index.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from './lib/tools.mjs';

const src = join(root, 'packages', 'domain', 'src');
const modules = readdirSync(src).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts',
);
const exportPattern = /^export (?:const|function|type|interface|class) (\w+)/gm;

test('every domain export has a JSDoc naming its spec section', () => {
  const missing = [];
  for (const file of modules) {
    const text = readFileSync(join(src, file), 'utf8');
    for (const match of text.matchAll(exportPattern)) {
      const before = text.slice(0, match.index).trimEnd();
      const doc = before.endsWith('*/') ? before.slice(before.lastIndexOf('/**')) : '';
      if (!/Spec: (discovery|transactions|both) §/.test(doc.replace(/\s*\n\s*\*\s*/g, ' ')))
        missing.push(`${file}: ${match[1]}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the public index exports every module export, and the README lists each', () => {
  const index = readFileSync(join(src, 'index.ts'), 'utf8');
  const readme = readFileSync(join(root, 'packages', 'domain', 'README.md'), 'utf8');
  const names = modules.flatMap((file) =>
    [...readFileSync(join(src, file), 'utf8').matchAll(exportPattern)].map((m) => m[1]),
  );
  assert.ok(names.length > 100);
  assert.deepEqual(
    names.filter((name) => !new RegExp(`\\b${name}\\b`).test(index)),
    [],
  );
  assert.deepEqual(
    names.filter((name) => !readme.includes(`\`${name}\``)),
    [],
  );
});
