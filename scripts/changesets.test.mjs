// Keeps releases possible (CONTRIBUTING "Releases and versions"): the Changesets configuration,
// a version and a CHANGELOG.md for every published package, `private` on every other, and what
// `changeset status` and `changeset version` make of the pending changesets. The commands run in
// a temporary copy of the workspace's manifests, changelogs and changesets with one commit on
// `main`, so work in progress elsewhere in the checkout changes nothing they see.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { env, root } from './lib/tools.mjs';

const PUBLISHED = ['@kurse/api-client', '@kurse/domain', '@kurse/i18n', '@kurse/ui'];
const PRIVATE = [
  '@kurse/adapters',
  '@kurse/api-mock',
  '@kurse/e2e',
  '@kurse/features',
  '@kurse/web',
];
const BUMPS = ['patch', 'minor', 'major'];
const changesetBin = join(root, 'node_modules', '@changesets', 'cli', 'bin.js');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const GIT_IDENTITY = '-c user.name=Kurse -c user.email=ci@kurse.example -c commit.gpgsign=false';
// Without the GIT_* variables a git hook sets: git in a fixture must not reach this repository.
const ownEnv = Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('GIT_')));

let listed;
/** Every workspace package but the root as `{ dir, manifest }`, as pnpm lists them. */
function workspacePackages() {
  if (!listed) {
    const args = ['ls', '--recursive', '--depth', '-1', '--json'];
    const run = spawnSync('pnpm', args, { cwd: root, env, encoding: 'utf8' });
    assert.equal(run.status, 0, `pnpm ls failed:\n${run.stderr}`);
    listed = JSON.parse(run.stdout)
      .map((pkg) => relative(root, pkg.path))
      .filter((dir) => dir !== '');
  }
  return listed.map((dir) => ({ dir, manifest: readJson(join(root, dir, 'package.json')) }));
}

/** The pending changesets: `.changeset/*.md` except the README, by file name. */
const pendingChangesets = () =>
  Object.fromEntries(
    readdirSync(join(root, '.changeset'))
      .filter((name) => name.endsWith('.md') && name !== 'README.md')
      .map((name) => [name, readFileSync(join(root, '.changeset', name), 'utf8')]),
  );

/** The bumps a changeset's front matter declares, `{ name: type }`. */
const declaredBumps = (text) =>
  Object.fromEntries(
    [
      ...(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '').matchAll(
        /^['"]?([^'":]+)['"]?:\s*(\w+)/gm,
      ),
    ].map((m) => [m[1], m[2]]),
  );

/**
 * A throw-away copy of the workspace's manifests, changelogs, Changesets config and Prettier
 * config, with `changesets` (file name → text) as the pending ones, committed on `main`.
 */
function fixture(t, changesets) {
  const dir = mkdtempSync(join(tmpdir(), 'kurse-changesets-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const copy = (path) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(join(root, path), join(dir, path));
  };
  ['package.json', 'pnpm-workspace.yaml', '.prettierrc.json', '.changeset/config.json'].forEach(
    copy,
  );
  for (const { dir: pkg } of workspacePackages()) {
    copy(`${pkg}/package.json`);
    if (existsSync(join(root, pkg, 'CHANGELOG.md'))) copy(`${pkg}/CHANGELOG.md`);
  }
  for (const [name, text] of Object.entries(changesets)) {
    writeFileSync(join(dir, '.changeset', name), text);
  }
  const git = (...args) => {
    const run = spawnSync('git', [...GIT_IDENTITY.split(' '), ...args], {
      cwd: dir,
      env: ownEnv,
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
  };
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'fixture');
  // After the commit: the changelog generator and Prettier resolve from here.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs the workspace's `changeset` in `cwd`; fails the test with its output when it fails. */
function changeset(cwd, ...args) {
  const run = spawnSync(process.execPath, [changesetBin, ...args], {
    cwd,
    env: ownEnv,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, `changeset ${args.join(' ')}:\n${run.stdout}${run.stderr}`);
}

/** The release plan `changeset status --output` writes. */
function releasePlan(dir) {
  changeset(dir, 'status', '--output', 'release-plan.json');
  return readJson(join(dir, 'release-plan.json'));
}

const bumped = (version, type) => {
  const [major, minor, patch] = version.split('.').map(Number);
  if (type === 'major') return `${major + 1}.0.0`;
  if (type === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
};

test('the config publishes restricted from main and never versions private packages', () => {
  const config = readJson(join(root, '.changeset', 'config.json'));
  assert.equal(config.access, 'restricted');
  assert.equal(config.baseBranch, 'main');
  assert.equal(config.changelog, '@changesets/cli/changelog');
  assert.equal(config.updateInternalDependencies, 'patch');
  assert.deepEqual(config.privatePackages, { version: false, tag: false });
  assert.ok(existsSync(changesetBin), 'run pnpm install: @changesets/cli is missing');
});

test('each workspace package is published or private, as the lists say', () => {
  const packages = workspacePackages();
  const names = (isPrivate) =>
    packages
      .filter(({ manifest }) => Boolean(manifest.private) === isPrivate)
      .map(({ manifest }) => manifest.name)
      .sort();
  assert.deepEqual(names(false), PUBLISHED);
  assert.deepEqual(names(true), PRIVATE);
});

test('every published package has a version and a CHANGELOG.md with an entry for it', () => {
  for (const { dir, manifest } of workspacePackages().filter(({ manifest }) => !manifest.private)) {
    assert.match(manifest.version ?? '', /^\d+\.\d+\.\d+$/, `${manifest.name} has no version`);
    const path = join(root, dir, 'CHANGELOG.md');
    assert.ok(existsSync(path), `${dir}/CHANGELOG.md is missing`);
    const changelog = readFileSync(path, 'utf8');
    assert.equal(changelog.split('\n')[0], `# ${manifest.name}`, `${dir}/CHANGELOG.md heading`);
    assert.match(changelog, new RegExp(`^## ${manifest.version.replaceAll('.', '\\.')}$`, 'm'));
    if (manifest.files) assert.ok(manifest.files.includes('CHANGELOG.md'), `${dir}: files`);
  }
});

test('changeset status names the pending bumps, none major before 1.0 and none private', (t) => {
  const pending = pendingChangesets();
  const plan = releasePlan(fixture(t, pending));
  assert.deepEqual(plan.changesets.map((c) => `${c.id}.md`).sort(), Object.keys(pending).sort());
  const releases = new Map(plan.releases.map((release) => [release.name, release]));
  for (const [file, text] of Object.entries(pending)) {
    const bumps = Object.entries(declaredBumps(text));
    assert.ok(bumps.length > 0, `${file} names no package`);
    for (const [name, type] of bumps) {
      assert.ok(PUBLISHED.includes(name), `${file} names ${name}, which is not published`);
      assert.ok(BUMPS.includes(type), `${file}: ${name} has bump ${type}`);
      const release = releases.get(name);
      assert.ok(
        BUMPS.indexOf(release.type) >= BUMPS.indexOf(type),
        `${name} bumps ${release.type}`,
      );
      assert.ok(release.changesets.includes(file.slice(0, -3)), `${name} misses ${file}`);
    }
  }
  for (const release of plan.releases) {
    if (PRIVATE.includes(release.name)) assert.equal(release.type, 'none', release.name);
    if (release.type === 'none') continue;
    assert.ok(
      !(release.type === 'major' && release.oldVersion.startsWith('0.')),
      `${release.name}: before 1.0 a breaking change is a minor bump`,
    );
    assert.equal(release.newVersion, bumped(release.oldVersion, release.type), release.name);
  }
});

test('a domain patch releases its published dependents and writes their changelogs', (t) => {
  const dir = fixture(t, {
    'domain-fix.md': "---\n'@kurse/domain': patch\n---\n\nThe fee rounds half up.\n",
  });
  const versionOf = (name) =>
    workspacePackages().find(({ manifest }) => manifest.name === name).manifest.version;
  const plan = releasePlan(dir);
  // Private dependents appear with type `none`; packages that depend on nothing bumped not at all.
  const released = plan.releases.filter((release) => release.type !== 'none');
  assert.deepEqual(
    Object.fromEntries(released.map((release) => [release.name, release.type])),
    Object.fromEntries(PUBLISHED.map((name) => [name, 'patch'])),
  );

  changeset(dir, 'version');
  const domain = readFileSync(join(dir, 'packages/domain/CHANGELOG.md'), 'utf8');
  const next = bumped(versionOf('@kurse/domain'), 'patch');
  assert.ok(
    domain.startsWith(`# @kurse/domain\n\n## ${next}\n\n### Patch Changes\n\n`),
    domain.slice(0, 200),
  );
  assert.match(domain, /^- (\w+: )?The fee rounds half up\.$/m);
  assert.match(
    domain,
    new RegExp(`^## ${versionOf('@kurse/domain').replaceAll('.', '\\.')}$`, 'm'),
  );
  const client = readJson(join(dir, 'packages/api-client/package.json'));
  assert.equal(client.version, bumped(versionOf('@kurse/api-client'), 'patch'));
  assert.equal(client.dependencies['@kurse/domain'], 'workspace:*');
  assert.match(
    readFileSync(join(dir, 'packages/api-client/CHANGELOG.md'), 'utf8'),
    /Updated dependencies/,
  );
  assert.equal(readJson(join(dir, 'apps/web/package.json')).version, versionOf('@kurse/web'));
  assert.deepEqual(
    readdirSync(join(dir, '.changeset')),
    ['config.json'],
    'the changeset is used up',
  );
});
