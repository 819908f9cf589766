// `node scripts/packages/check-packed.mjs [--keep]`: proves that @kurse/domain, @kurse/api-client
// and @kurse/i18n work for an app outside the workspace. It builds them (tsdown), packs them
// (`pnpm pack`, which swaps in each `publishConfig`), checks what each tarball holds, runs
// `pnpm publish --dry-run`, installs the tarballs with plain npm into a fixture app in a temporary
// folder, and there imports them in plain Node, compiles a TypeScript consumer against the shipped
// declarations and bundles them with Vite. Exits 1 with the reason on the first failure (the
// temporary folder is then kept); `--keep` keeps it on success too. Needs the workspace installed
// (`pnpm install`) and the npm registry (or npm's cache) for the packages' own dependencies.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePnpm, env, root } from '../lib/tools.mjs';
import { inspectTarball } from './tarball.mjs';
import { bundleEntry, lazyRoomsText, runtimeChecks } from './consumer-checks.mjs';
import { addUiPages, buildUi, renderUi, runTsc, typecheckUi } from './consumer-ui.mjs';

const PACKAGES = [
  { name: '@kurse/domain', dir: 'packages/domain' },
  { name: '@kurse/api-client', dir: 'packages/api-client' },
  { name: '@kurse/i18n', dir: 'packages/i18n' },
  { name: '@kurse/ui', dir: 'packages/ui' },
];

const started = Date.now();
const log = (message) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);

/** Runs a command quietly; throws with its output when it fails. Returns its stdout. */
function sh(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
    throw new Error(`\`${command} ${args.join(' ')}\` failed in ${cwd}:\n${output.trim()}`);
  }
  return result.stdout;
}

/** Runs `check` and names the package in its failure. */
function checking(name, what, check) {
  try {
    return check();
  } catch (error) {
    throw new Error(`${name}: ${what} failed.\n${error instanceof Error ? error.message : error}`);
  }
}

/** Builds the packages, packs each into `packs/` and publishes each as a dry run. */
function buildAndPack(work) {
  sh('pnpm', ['run', 'build:packages'], root);
  log('built the packages (pnpm run build:packages)');
  const packs = join(work, 'packs');
  return PACKAGES.map(({ name, dir }) => {
    const cwd = join(root, dir);
    // `prepack` builds the package again and prints before the JSON.
    const printed = sh('pnpm', ['pack', '--json', '--pack-destination', packs], cwd);
    const packed = JSON.parse(printed.slice(printed.search(/^\{/m)));
    const contents = checking(name, 'the tarball check', () => inspectTarball(packed.filename));
    checking(name, 'pnpm publish --dry-run', () =>
      sh('pnpm', ['publish', '--dry-run', '--no-git-checks'], cwd),
    );
    const kilobytes = (statSync(packed.filename).size / 1000).toFixed(1);
    log(`${name}: ${contents.files} files, ${kilobytes} kB packed; publish --dry-run passed`);
    return packed.filename;
  });
}

/** Creates the fixture app and installs the tarballs (and React's types) with npm. */
function installFixture(work, tarballs) {
  const app = join(work, 'app');
  mkdirSync(app);
  const fixture = { name: 'kurse-packed-fixture', private: true, type: 'module' };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(fixture, null, 2)}\n`);
  // React as the app's own (the packages' peer), at the workspace's versions.
  const ui = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8'));
  const react = ['react', 'react-dom', '@types/react', '@types/react-dom'].map(
    (name) => `${name}@${ui.devDependencies[name]}`,
  );
  const flags = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
  sh('npm', ['install', ...flags, ...tarballs, ...react], app);
  log(`installed the tarballs with npm into ${app}`);
  return app;
}

/** Imports each package in plain Node and asserts a few real exports. */
function runInNode(app) {
  for (const { name, code } of runtimeChecks) {
    checking(name, 'the import in plain Node', () =>
      sh(process.execPath, ['--input-type=module', '-e', code], app),
    );
    log(`${name}: imported in plain Node, exports work`);
  }
}

/** Compiles consumer-types.ts in the fixture against the shipped declarations. */
function typecheck(app) {
  copyFileSync(join(import.meta.dirname, 'consumer-types.ts'), join(app, 'consumer.ts'));
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    skipLibCheck: false,
  };
  const result = runTsc(app, 'tsconfig.json', compilerOptions, ['consumer.ts']);
  if (result.status !== 0) {
    throw new Error(
      `the packages: the TypeScript consumer failed.\n${result.stdout}${result.stderr}`,
    );
  }
  log('a TypeScript consumer (NodeNext, skipLibCheck off) compiles against the .d.ts files');
}

/** Bundles a consumer with Vite (Rolldown) and runs the bundle in Node. */
async function bundle(app) {
  writeFileSync(join(app, 'bundle-entry.js'), bundleEntry);
  const { build } = await import('vite');
  const outDir = join(app, 'bundled');
  try {
    await build({
      root: app,
      configFile: false,
      logLevel: 'error',
      ssr: { noExternal: true, target: 'node' },
      build: { ssr: join(app, 'bundle-entry.js'), outDir, emptyOutDir: true, minify: false },
    });
  } catch (error) {
    throw new Error(`Vite could not bundle the installed packages: ${error?.message ?? error}`);
  }
  const chunks = readdirSync(outDir, { recursive: true }).filter((file) => file.endsWith('.js'));
  const holding = chunks.filter((file) =>
    readFileSync(join(outDir, file), 'utf8').includes(lazyRoomsText),
  );
  if (holding.length === 0 || holding.includes('bundle-entry.js')) {
    throw new Error(
      `The English "rooms" texts are not a chunk of their own in the bundle: ${holding}`,
    );
  }
  checking('the packages', 'running the Vite bundle', () =>
    sh(process.execPath, [join(outDir, 'bundle-entry.js')], app),
  );
  log(`bundled with Vite into ${chunks.length} chunks; the bundle loads the catalogue on demand`);
}

const work = mkdtempSync(join(tmpdir(), 'kurse-packed-'));
try {
  ensurePnpm();
  const tarballs = buildAndPack(work);
  const app = installFixture(work, tarballs);
  runInNode(app);
  typecheck(app);
  await bundle(app);
  addUiPages(app);
  checking('@kurse/ui', 'the type check of a strict React app', () => typecheckUi(app));
  log('@kurse/ui: a React app (strict, exactOptionalPropertyTypes) compiles against its .d.ts');
  const web = await buildUi(app);
  const cost = await renderUi(web).catch((error) => {
    throw new Error(`@kurse/ui in Chromium: ${error instanceof Error ? error.message : error}`);
  });
  log('@kurse/ui: Button, TextField, CourseCard and DatePicker render styled, in German');
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  log(`@kurse/ui: one Button's page loads ${kB(cost.js)} kB JS + ${kB(cost.css)} kB CSS (gzip)`);
  log('✔ the packed packages work outside the workspace');
  if (process.argv.includes('--keep')) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
} catch (error) {
  console.error(`\n✖ check-packed: ${error instanceof Error ? error.message : error}`);
  console.error(`(kept ${work} to look into)`);
  process.exit(1);
}
