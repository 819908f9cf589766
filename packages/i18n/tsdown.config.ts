import { defineConfig } from 'tsdown';
import { packageBuild } from '../../scripts/packages/tsdown.base';

/** Builds `dist/` for installs outside the workspace (see scripts/packages/tsdown.base.ts). */
export default defineConfig(packageBuild());
