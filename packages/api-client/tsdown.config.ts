import { defineConfig } from 'tsdown';
import { packageBuild } from '../../scripts/packages/tsdown.base';

/**
 * Builds `dist/` for installs outside the workspace (see scripts/packages/tsdown.base.ts). The
 * generated contract types ship as they are, as `dist/schema.d.ts` behind the `./schema` entry,
 * and the declarations import them from there instead of inlining them.
 */
export default defineConfig(
  packageBuild({
    deps: { neverBundle: ['@kurse/api-client/schema'] },
    copy: [{ from: 'src/generated/schema.d.ts', to: 'dist' }],
  }),
);
