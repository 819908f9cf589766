// Installs what a fresh machine lacks — pnpm, the workspace dependencies, a Chromium for browser
// tests — and runs commands with them. Only Node and npm are assumed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');

/** The environment every step runs in: the local tools first on PATH. */
export const env = { ...process.env, PATH: [toolsBin, process.env.PATH].join(delimiter) };

/** Prints a step heading. */
export const step = (title) => console.log(`\n▶ ${title}`);

/** Runs a command in the workspace root (or `cwd`); returns true when it exits 0. */
export function run(command, args, { cwd = root, extraEnv = {} } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

/**
 * Runs a command beside others: its output is collected and printed in one piece when it ends, so
 * parallel runs do not interleave. Resolves to whether it exited 0 and what it printed.
 */
export function runCollected(command, args, { cwd = root, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const end = (ok) => {
      if (ended) return;
      ended = true;
      const text = Buffer.concat(output);
      process.stdout.write(text);
      resolve({ ok, output: text.toString('utf8') });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

/** {@link runCollected}, resolving to true when the command exits 0. */
export const runBuffered = (command, args, options) =>
  runCollected(command, args, options).then((result) => result.ok);

/** Runs a command and throws when it fails. */
export function must(command, args, options) {
  if (!run(command, args, options)) {
    throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

const works = (command, args) => {
  try {
    execFileSync(command, args, { stdio: 'ignore', env });
    return true;
  } catch {
    return false;
  }
};

/** Makes sure pnpm (the version pinned in package.json) is on PATH, installing it locally if not. */
export function ensurePnpm() {
  if (works('pnpm', ['--version'])) return;
  const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
  step(`Installing ${pinned} into .tools/`);
  must('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', toolsDir, pinned]);
}

/** Installs the workspace dependencies from the lockfile (fast when nothing changed). */
export function ensureDependencies() {
  step('Installing dependencies (pnpm install --frozen-lockfile)');
  must('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
/**
 * Chromium's headless shell: the browser without its windowing parts, as Playwright uses it for
 * headless runs. On two cores it runs the browser tests in about half the time of the full
 * browser in headless mode (8 against 15 minutes), with the same engine, WebGL included.
 */
const headlessShellPaths = ['/usr/lib/chromium/chromium-headless-shell'];
/** The full browser, used when the headless shell cannot be had. */
const chromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Finds a Chromium for the browser tests: the path in `KURSE_CHROMIUM`; else Debian's headless
 * shell, installed by apt when it is missing and apt is usable (as root or with passwordless
 * sudo); else a full Chromium on the system; else Playwright's own download. Returns the
 * executable path, or '' for Playwright's.
 */
export function ensureChromium() {
  const given = process.env.KURSE_CHROMIUM;
  if (given && existsSync(given)) return given;
  const shell = () => headlessShellPaths.find((path) => existsSync(path));
  if (shell()) return /** @type {string} */ (shell());
  const sudo = isRoot() ? [] : works('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
  if (sudo && works('apt-get', ['--version'])) {
    step("Installing Debian's chromium-headless-shell (apt-get)");
    const apt = (args) =>
      run(sudo[0] ?? 'apt-get', sudo.length ? [...sudo.slice(1), 'apt-get', ...args] : args, {
        extraEnv: { DEBIAN_FRONTEND: 'noninteractive' },
      });
    const packages = ['chromium-headless-shell', 'fonts-dejavu-core'];
    if (
      apt(['update', '-qq']) &&
      apt(['install', '-y', '-qq', '--no-install-recommends', ...packages])
    ) {
      const installed = shell();
      if (installed) return installed;
    }
  }
  const full = chromiumPaths.find((path) => existsSync(path));
  if (full) return full;
  step('Installing Chromium with Playwright');
  must('pnpm', ['--filter', '@kurse/e2e', 'exec', 'playwright', 'install', 'chromium']);
  return '';
}
