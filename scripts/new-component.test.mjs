// The component template and `pnpm new:component`: the files it writes, their names, and that
// they pass the workspace's lint where a component lives (Fast Refresh rule included).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { root } from './lib/tools.mjs';
import { newComponent, rename } from './new-component.mjs';

test('writes the four files of a component, renamed', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'kurse-new-component-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  newComponent('PriceTag', dir);
  const files = readdirSync(join(dir, 'PriceTag')).sort();
  assert.deepEqual(files, [
    'PriceTag.stories.tsx',
    'PriceTag.tsx',
    'PriceTag.variants.ts',
    'index.ts',
  ]);
  const component = readFileSync(join(dir, 'PriceTag', 'PriceTag.tsx'), 'utf8');
  assert.match(component, /export function PriceTag\(/);
  assert.match(component, /data-slot="price-tag"/);
  assert.match(component, /from '\.\/PriceTag\.variants'/);
  const story = readFileSync(join(dir, 'PriceTag', 'PriceTag.stories.tsx'), 'utf8');
  assert.match(story, /title: 'Components\/PriceTag'/);
  assert.match(story, /play: async/);
  for (const file of files) {
    assert.doesNotMatch(
      readFileSync(join(dir, 'PriceTag', file), 'utf8').replace("'Components/", ''),
      /Component|componentVariants/,
    );
  }
});

test('refuses a name that is not PascalCase, and a folder that exists', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'kurse-new-component-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.throws(() => newComponent('priceTag', dir), /PascalCase/);
  assert.throws(() => newComponent('', dir), /PascalCase/);
  newComponent('Chip', dir);
  assert.throws(() => newComponent('Chip', dir), /exists/);
});

test('the generated files pass lint in packages/ui, and a cva in a component file does not', async () => {
  const eslint = new ESLint({ cwd: root });
  const template = join(root, 'packages/ui/templates/component');
  for (const file of readdirSync(template)) {
    const code = rename(readFileSync(join(template, file), 'utf8'), 'PriceTag');
    const filePath = join(root, 'packages/ui/src/components/PriceTag', rename(file, 'PriceTag'));
    const [result] = await eslint.lintText(code, { filePath });
    assert.deepEqual(result.messages, [], file);
  }
  const [mixed] = await eslint.lintText(
    "import { cva } from 'class-variance-authority';\nexport const xVariants = cva('a');\nexport function X() {\n  return <div className={xVariants()} />;\n}\n",
    { filePath: join(root, 'packages/ui/src/components/X/X.tsx') },
  );
  assert.deepEqual(
    mixed.messages.map((m) => m.ruleId),
    ['react-refresh/only-export-components'],
  );
});
