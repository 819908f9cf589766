// @ts-check
// The import direction of the workspace (see CONTRIBUTING.md, "Layers"):
//   domain <- api-client <- api-mock
//   domain, i18n <- ui <- features <- apps/web;  api-client <- features
//   domain, api-client <- adapters <- apps/web (services.ts, the composition root);
//   features imports only the adapters' types (their ports), never their code.
// Nothing imports upward. Only features/src/state imports valtio; only api-mock and tests import msw.

const pkg = (name) => ({
  group: [`@kurse/${name}`, `@kurse/${name}/*`],
  message: `Layer rule: this package must not import @kurse/${name}.`,
});
const lib = (group, message) => ({ group, message });

const react = lib(
  ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-aria*', 'wouter*'],
  'Layer rule: no React here.',
);
const valtio = lib(
  ['valtio', 'valtio/*'],
  'Only packages/features/src/core/state may import valtio.',
);
const msw = lib(['msw', 'msw/*'], 'Only @kurse/api-mock and test code may import msw.');

/** @param {string[]} files @param {{ group: string[]; message: string }[]} patterns */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const tests = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/test/**', '**/mocks/**'];

export const importRules = [
  {
    ...restrict(
      ['packages/domain/**/*.ts'],
      [
        react,
        valtio,
        msw,
        lib(['@kurse/*'], 'Layer rule: @kurse/domain imports nothing of ours.'),
        lib(
          ['node:*', 'fs', 'path', 'http', 'https', 'os', 'child_process'],
          'Domain is pure: no I/O.',
        ),
      ],
    ),
    ignores: ['packages/domain/**/*.test.ts'],
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'navigator',
        'location',
        'setTimeout',
        'setInterval',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Domain has no clock: take `now` as a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Domain has no clock: take `now` as a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Domain is deterministic: no Math.random.',
        },
      ],
    },
  },
  restrict(
    ['packages/api-client/**/*.ts'],
    [
      react,
      valtio,
      msw,
      pkg('api-mock'),
      pkg('i18n'),
      pkg('ui'),
      pkg('adapters'),
      pkg('features'),
      pkg('web'),
    ],
  ),
  restrict(
    ['packages/api-mock/**/*.ts'],
    [react, valtio, pkg('i18n'), pkg('ui'), pkg('adapters'), pkg('features'), pkg('web')],
  ),
  restrict(
    ['packages/i18n/**/*.{ts,tsx}'],
    [
      valtio,
      msw,
      pkg('api-client'),
      pkg('api-mock'),
      pkg('ui'),
      pkg('adapters'),
      pkg('features'),
      pkg('web'),
    ],
  ),
  {
    ...restrict(
      ['packages/ui/**/*.{ts,tsx}'],
      [
        valtio,
        msw,
        pkg('api-client'),
        pkg('api-mock'),
        pkg('adapters'),
        pkg('features'),
        pkg('web'),
      ],
    ),
    ignores: tests,
  },
  {
    ...restrict(['packages/features/**/*.{ts,tsx}'], [valtio, msw, pkg('api-mock'), pkg('web')]),
    ignores: [...tests, 'packages/features/src/core/state/**'],
  },
  restrict(['packages/features/src/core/state/**/*.{ts,tsx}'], [msw, pkg('api-mock'), pkg('web')]),
  // Adapters hold third parties behind ports: no design system, no texts (the views and labels
  // come from the checkout), no features, no app.
  {
    ...restrict(
      ['packages/adapters/**/*.{ts,tsx}'],
      [valtio, msw, pkg('api-mock'), pkg('ui'), pkg('features'), pkg('web')],
    ),
    ignores: tests,
  },
  {
    files: ['packages/adapters/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kurse/i18n', '@kurse/i18n/*'],
              allowTypeImports: true,
              message:
                'Layer rule: adapters import only the types of @kurse/i18n; the checkout gives the texts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/features/**/*.{ts,tsx}'],
    // Tests, stories and their fixtures compose the offline adapters themselves.
    ignores: [...tests, '**/*story*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kurse/adapters', '@kurse/adapters/*'],
              allowTypeImports: true,
              message:
                'Layer rule: features import only the types of @kurse/adapters (its ports); apps/web/src/services.ts chooses the implementations.',
            },
          ],
        },
      ],
    },
  },
  {
    ...restrict(['apps/web/src/**/*.{ts,tsx}'], [valtio, msw, pkg('api-mock')]),
    ignores: tests,
  },
  {
    ...restrict(
      ['tests/e2e/**/*.ts'],
      [
        lib(
          ['@playwright/test'],
          'Browser tests import from ./test, whose clock follows the demo backend (KURSE_DEMO_NOW).',
        ),
      ],
    ),
    ignores: ['tests/e2e/test.ts'],
  },
];

// The slices of @kurse/features (see packages/features/README.md): a file imports another slice
// only through that slice's door (its index.ts); core imports no slice; the test kit
// (core/test) is imported by tests and stories only, through its door.
const FEATURES = 'packages/features/src/';

/** The unit a path inside features/src belongs to: a slice, `core`, `core/test`, or '' (the package's own entry files). */
const unitOf = (/** @type {string} */ path) => {
  if (path.startsWith('core/test/') || path === 'core/test') return 'core/test';
  const first = path.split('/')[0] ?? '';
  return path.includes('/') && first !== 'routes' ? first : '';
};

/** @type {import('eslint').Rule.RuleModule} */
const sliceDoors = {
  meta: {
    type: 'problem',
    docs: { description: 'Slices of @kurse/features are entered through their index.ts only.' },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const at = file.indexOf(FEATURES);
    if (at < 0) return {};
    const own = file.slice(at + FEATURES.length);
    const ownUnit = unitOf(own);
    // Tests, stories and their fixtures (files named *story*) may use the test kit.
    const isTest = /\.(test|stories)\.tsx?$|story[^/]*$/.test(own) || ownUnit === 'core/test';
    /** @param {import('estree').Node & { value?: unknown }} source */
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const parts = own.split('/').slice(0, -1);
      for (const step of source.value.split('/')) {
        if (step === '..') parts.pop();
        else if (step !== '.') parts.push(step);
      }
      const target = parts
        .join('/')
        .replace(/\/index(\.tsx?)?$/, '')
        .replace(/\.tsx?$/, '');
      const unit = unitOf(`${target}/x`);
      if (unit === '' || unit === ownUnit || (ownUnit === 'core/test' && unit === 'core')) return;
      if (unit === 'core/test' && !isTest) {
        context.report({
          node: source,
          message: 'Slice rule: only tests and stories use the test kit (core/test).',
        });
      } else if (ownUnit === 'core' && unit !== 'core/test') {
        context.report({
          node: source,
          message: `Slice rule: core imports no slice (here: ${unit}).`,
        });
      } else if (target !== unit) {
        context.report({
          node: source,
          message: `Slice rule: import ${unit} through its door ('${unit}/index.ts'), not its file ${target}.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

importRules.push({
  files: [`${FEATURES}**/*.{ts,tsx}`],
  plugins: { kurse: { rules: { 'slice-doors': sliceDoors } } },
  rules: { 'kurse/slice-doors': 'error' },
});
