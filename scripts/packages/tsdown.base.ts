import type { UserConfig } from 'tsdown';

/**
 * The one build recipe of the packages other teams install (@kurse/domain, @kurse/api-client,
 * @kurse/i18n): ESM with `.js` files, bundled declarations (`.d.ts`) and source maps in `dist/`.
 * Each package's `tsdown.config.ts` calls it and adds only what is its own (extra files to copy,
 * imports to leave alone). The workspace itself keeps importing `src/`; `dist/` is what
 * `pnpm pack` ships, through the package's `publishConfig`.
 */
export function packageBuild(own: UserConfig = {}): UserConfig {
  return {
    entry: ['src/index.ts'],
    format: 'esm',
    // No Node or browser assumptions: the packages run in Node 20, Vite and other bundlers.
    platform: 'neutral',
    target: 'es2022',
    // `.js` and `.d.ts`, not `.mjs`/`.d.mts`: every package is `"type": "module"`.
    fixedExtension: false,
    dts: true,
    // Maps carry the sources' text, so `src/` need not be shipped to debug into it.
    sourcemap: true,
    clean: true,
    ...own,
  };
}
