// The import direction of the workspace is enforced by lint; these cases prove the rules bite.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { root } from './lib/tools.mjs';

const eslint = new ESLint({ cwd: root });

async function messages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

const cases = [
  [
    'packages/adapters/src/x.ts',
    "import { Button } from '@kurse/ui';\nexport const x = Button;\n",
    'no-restricted-imports',
  ],
  [
    'packages/adapters/src/x.ts',
    "import { useI18n } from '@kurse/i18n';\nexport const x = useI18n;\n",
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'packages/adapters/src/x.ts',
    "import { createServices } from '@kurse/features';\nexport const x = createServices;\n",
    'no-restricted-imports',
  ],
  [
    'packages/features/src/core/x.ts',
    "import { offlineAdapters } from '@kurse/adapters/offline';\nexport const x = offlineAdapters;\n",
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'tests/e2e/x.spec.ts',
    "import { test } from '@playwright/test';\nexport const x = test;\n",
    'no-restricted-imports',
  ],
  [
    'packages/domain/src/x.ts',
    "import { useState } from 'react';\nexport const x = useState;\n",
    'no-restricted-imports',
  ],
  [
    'packages/domain/src/x.ts',
    "import { a } from '@kurse/i18n';\nexport const x = a;\n",
    'no-restricted-imports',
  ],
  [
    'packages/domain/src/x.ts',
    "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    'no-restricted-imports',
  ],
  ['packages/domain/src/x.ts', 'export const now = () => Date.now();\n', 'no-restricted-syntax'],
  ['packages/domain/src/x.ts', 'export const now = () => new Date();\n', 'no-restricted-syntax'],
  [
    'packages/domain/src/x.ts',
    'export const w = () => window.innerWidth;\n',
    'no-restricted-globals',
  ],
  [
    'packages/ui/src/x.ts',
    "import { client } from '@kurse/api-client';\nexport const x = client;\n",
    'no-restricted-imports',
  ],
  [
    'packages/ui/src/x.ts',
    "import { proxy } from 'valtio';\nexport const x = proxy;\n",
    'no-restricted-imports',
  ],
  [
    'packages/features/src/Foo/x.ts',
    "import { proxy } from 'valtio';\nexport const x = proxy;\n",
    'no-restricted-imports',
  ],
  [
    'packages/features/src/x.ts',
    "import { http } from 'msw';\nexport const x = http;\n",
    'no-restricted-imports',
  ],
  [
    'packages/api-client/src/x.ts',
    "import { a } from '@kurse/api-mock';\nexport const x = a;\n",
    'no-restricted-imports',
  ],
  [
    'apps/web/src/x.ts',
    "import { a } from '@kurse/api-mock';\nexport const x = a;\n",
    'no-restricted-imports',
  ],
  [
    'packages/features/src/course/page/x.ts',
    "import { ProviderHeader } from '../../provider/home/ProviderHeader';\nexport const x = ProviderHeader;\n",
    'kurse/slice-doors',
  ],
  [
    'packages/features/src/core/lib/x.ts',
    "import { courseRoute } from '../../course';\nexport const x = courseRoute;\n",
    'kurse/slice-doors',
  ],
  [
    'packages/features/src/course/page/x.ts',
    "import { harness } from '../../core/test';\nexport const x = harness;\n",
    'kurse/slice-doors',
  ],
];

for (const [file, code, rule] of cases) {
  test(`${file} rejects: ${code.split('\n')[0]}`, async () => {
    assert.ok((await messages(file, code)).includes(rule));
  });
}

test('valtio is allowed in features/src/state', async () => {
  const found = await messages(
    'packages/features/src/core/state/x.ts',
    "import { proxy } from 'valtio';\nexport const x = proxy;\n",
  );
  assert.ok(!found.includes('no-restricted-imports'));
});

test('domain may use a clock passed in as a parameter', async () => {
  const found = await messages(
    'packages/domain/src/x.ts',
    'export const later = (now: Date) => new Date(now.getTime() + 1);\n',
  );
  assert.deepEqual(found, []);
});

test('a slice may use another slice through its door, and a story the test kit', async () => {
  const door = await messages(
    'packages/features/src/course/page/x.ts',
    "import { ProviderHeader } from '../../provider';\nexport const x = ProviderHeader;\n",
  );
  assert.deepEqual(door, []);
  const story = await messages(
    'packages/features/src/course/page/x.stories.tsx',
    "import { harness } from '../../core/test';\nexport const x = harness;\n",
  );
  assert.deepEqual(story, []);
});

test('features may import the adapters’ types, and adapters the catalogue’s types', async () => {
  const port = await messages(
    'packages/features/src/core/x.ts',
    "import type { Geocoder } from '@kurse/adapters/geocoder';\nexport type X = Geocoder;\n",
  );
  assert.deepEqual(port, []);
  const texts = await messages(
    'packages/adapters/src/x.ts',
    "import type { Locale } from '@kurse/i18n';\nexport type X = Locale;\n",
  );
  assert.deepEqual(texts, []);
});
