import { defineConfig } from 'tsdown';
import { packageBuild } from '../../scripts/packages/tsdown.base';

/**
 * Builds `dist/` for installs outside the workspace (see scripts/packages/tsdown.base.ts): the
 * components (`.`) and the map (`./map`, whose canvas with MapLibre and deck.gl is a chunk of its
 * own, loaded on demand). The styles are compiled by `scripts/build-css.mjs`.
 */
export default defineConfig(
  packageBuild({
    entry: ['src/index.ts', 'src/map/index.ts'],
    tsconfig: 'tsconfig.lib.json',
  }),
);
