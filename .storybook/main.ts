import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { seedImages } from './seed-images.ts';

/** One Storybook for @kurse/ui and @kurse/features. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/features/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
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
