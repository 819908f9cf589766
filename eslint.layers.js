// @ts-check
// The import direction of the workspace (see CONTRIBUTING.md, "Layers"):
//   domain <- api-client <- api-mock
//   domain, i18n <- ui <- features <- apps/web;  api-client <- features
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
    [react, valtio, msw, pkg('api-mock'), pkg('i18n'), pkg('ui'), pkg('features'), pkg('web')],
  ),
  restrict(
    ['packages/api-mock/**/*.ts'],
    [react, valtio, pkg('i18n'), pkg('ui'), pkg('features'), pkg('web')],
  ),
  restrict(
    ['packages/i18n/**/*.{ts,tsx}'],
    [valtio, msw, pkg('api-client'), pkg('api-mock'), pkg('ui'), pkg('features'), pkg('web')],
  ),
  {
    ...restrict(
      ['packages/ui/**/*.{ts,tsx}'],
      [valtio, msw, pkg('api-client'), pkg('api-mock'), pkg('features'), pkg('web')],
    ),
    ignores: tests,
  },
  {
    ...restrict(['packages/features/**/*.{ts,tsx}'], [valtio, msw, pkg('api-mock'), pkg('web')]),
    ignores: [...tests, 'packages/features/src/core/state/**'],
  },
  restrict(['packages/features/src/core/state/**/*.{ts,tsx}'], [msw, pkg('api-mock'), pkg('web')]),
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
