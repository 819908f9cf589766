import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { seedImages } from './seed-images.ts';

/** Where react-aria-components and its parts declare their props. */
const REACT_ARIA =
  /\/node_modules\/(react-aria-components|react-aria|react-stately|@react-types|@react-aria|@react-stately)\//;

/** react-aria's interfaces of plain DOM attributes and events, passed to the element as they are. */
const DOM_PASS_THROUGH = new Set(['GlobalDOMAttributes', 'GlobalDOMEvents', 'TextInputDOMEvents']);

/**
 * Which props the docs pages' tables list. Storybook's default drops every prop declared in
 * `node_modules`, and with it the react-aria props the components pass on (`isDisabled`,
 * `isPending`, `onPress`, `isInvalid`…). Kept: our own props, the cva variant props (`variant`,
 * `size`: a mapped type, no declaring interface) and react-aria's. Dropped: the DOM attributes and
 * handlers of `@types/react` and react-aria's copies of them (hundreds, the same on every component).
 */
function docgenPropFilter(prop: { parent?: { fileName: string; name: string } }): boolean {
  const { parent } = prop;
  if (!parent || !parent.fileName.includes('/node_modules/')) return true;
  return REACT_ARIA.test(parent.fileName) && !DOM_PASS_THROUGH.has(parent.name);
}

/**
 * The compiler options the props tables are read with: those of the components' sources
 * (`packages/features/tsconfig.lib.json`), without its project references. With them (the root
 * `tsconfig.json`), TypeScript reads a referenced package's declarations from its last `tsc -b`
 * output (`node_modules/.cache/tsc`), so the tables showed old props or none at all.
 */
function docgenCompilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    fileURLToPath(new URL('../packages/features/tsconfig.lib.json', import.meta.url)),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  return { ...parsed?.options, composite: false, emitDeclarationOnly: false, noEmit: true };
}

/** One Storybook for @kurse/ui and @kurse/features. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/features/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: {
    // The props tables are for the docs pages: the stories' test run (Vitest sets VITEST) reads
    // none, and the program they need would be rebuilt while the stories run.
    reactDocgen: process.env['VITEST'] ? false : 'react-docgen-typescript',
    // Replaces Storybook's defaults as a whole, so all four are given.
    reactDocgenTypescriptOptions: {
      compilerOptions: docgenCompilerOptions(),
      // The components whose props tables are read, from the repository's root (the default, every
      // .tsx, walks node_modules).
      include: ['packages/ui/src/**/*.tsx', 'packages/features/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      propFilter: docgenPropFilter,
      // Union props (`variant`, `size`) as choices; optional props without `| undefined`.
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
    },
  },
  viteFinal: async (viteConfig) => {
    // seedImages: the demo seed's pictures at `/api/images/<name>.svg`, served and built as files.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss(), seedImages()];
    // Optimised up front: a first-time optimisation in the middle of a story test reloads the page.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        // Nested: the root resolves only the workspace packages, pnpm keeps their dependencies.
        '@kurse/ui > embla-carousel-react',
        '@kurse/ui > lucide',
        '@kurse/ui > react-aria-components',
        '@kurse/ui > class-variance-authority',
        '@kurse/ui > clsx',
        '@kurse/ui > tailwind-merge',
        '@kurse/i18n > typesafe-i18n',
        '@kurse/features > valtio',
        '@kurse/features > @kurse/api-client > openapi-fetch',
        '@kurse/features > @stripe/react-stripe-js',
        '@kurse/features > @stripe/stripe-js/pure',
        // The demo backend checks request bodies against the contract's schemas.
        '@kurse/features > @kurse/api-mock > ajv/dist/2020.js',
        '@kurse/features > @kurse/api-mock > ajv-formats',
      ],
    };
    return viteConfig;
  },
};

export default config;
