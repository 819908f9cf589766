// The @kurse/ui part of check-packed.mjs: in the fixture app (the tarballs installed with npm, no
// workspace around it) a React page with a Button, a TextField, a CourseCard and a DatePicker is
// type-checked (strict, exactOptionalPropertyTypes), built with Vite and opened in Chromium, where
// the components must show styled (computed styles from the compiled `@kurse/ui/styles.css`) and
// with their German texts (loaded by `UiProvider` itself). It also builds a page with one Button
// and reports what it costs on first load (JavaScript and CSS, gzip).
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureChromium, root } from '../lib/tools.mjs';

const fixture = join(import.meta.dirname, 'consumer-ui');
const FILES = ['index.html', 'main.jsx', 'button.html', 'button.jsx', 'types.tsx'];

/** The primary button's background: `--color-primary`, #5b21b6. */
const PRIMARY = 'rgb(91, 33, 182)';

/** Copies the fixture's page files into the app. */
export function addUiPages(app) {
  for (const file of FILES) copyFileSync(join(fixture, file), join(app, file));
}

/**
 * Writes `file` in the app as a tsconfig with `compilerOptions` for `files` and runs the
 * workspace's TypeScript on it; the result of the run.
 */
export function runTsc(app, file, compilerOptions, files) {
  const tsconfig = { compilerOptions: { noEmit: true, types: [], ...compilerOptions }, files };
  writeFileSync(join(app, file), `${JSON.stringify(tsconfig, null, 2)}\n`);
  const require = createRequire(join(root, 'package.json'));
  const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  return spawnSync(process.execPath, [tsc, '-p', file], { cwd: app, encoding: 'utf8' });
}

/** Compiles types.tsx as a strict React app does. */
export function typecheckUi(app) {
  const result = runTsc(
    app,
    'tsconfig.ui.json',
    {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: false,
    },
    ['types.tsx'],
  );
  // Errors inside react-aria's own declarations are react-aria's (they do not compile with
  // `exactOptionalPropertyTypes`); every other error fails the check.
  const errors = result.stdout
    .split('\n')
    .filter((line) => /error TS\d+/.test(line) && !REACT_ARIA.test(line));
  if (result.status !== 0 && errors.length === 0 && !REACT_ARIA.test(result.stdout)) {
    throw new Error(result.stdout + result.stderr);
  }
  if (errors.length > 0) throw new Error(errors.join('\n'));
}

/** Declaration files of react-aria and its packages. */
const REACT_ARIA =
  /^node_modules\/(react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized)\//;

/**
 * Builds each page with Vite on its own (`app/web/all`, `app/web/one`), so the one Button's page
 * shares no chunk with the other and loads only what it needs.
 */
export async function buildUi(app) {
  const { build } = await import('vite');
  for (const [dir, page] of [
    ['all', 'index.html'],
    ['one', 'button.html'],
  ]) {
    await build({
      root: app,
      base: './',
      configFile: false,
      logLevel: 'error',
      build: {
        outDir: join(app, 'web', dir),
        emptyOutDir: true,
        rollupOptions: { input: join(app, page) },
      },
    });
  }
  return join(app, 'web');
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dir` on a loopback port. */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      const body = readFileSync(join(dir, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })),
  );
}

/** Chromium through the browser tests' Playwright. */
async function launch() {
  const require = createRequire(join(root, 'tests', 'package.json'));
  const playwright = await import(pathToFileURL(require.resolve('@playwright/test')).href);
  const chromium = playwright.chromium ?? playwright.default.chromium;
  return chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox'] });
}

/** Throws with `message` unless `ok`. */
function must(ok, message) {
  if (!ok) throw new Error(message);
}

/** Opens the built pages in Chromium: the components styled and worded; the Button's cost. */
export async function renderUi(web) {
  const { server, port } = await serve(web);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/all/index.html`);
    const button = page.getByRole('button', { name: 'Jetzt buchen' });
    await button.waitFor({ timeout: 15_000 });
    const style = await button.evaluate((el) => {
      const s = el.ownerDocument.defaultView.getComputedStyle(el);
      return { background: s.backgroundColor, color: s.color, radius: s.borderTopLeftRadius };
    });
    must(style.background === PRIMARY, `the Button is not styled: background ${style.background}`);
    must(style.color === 'rgb(255, 255, 255)', `the Button's text is ${style.color}`);
    must(style.radius !== '0px', 'the Button has no rounded corners');
    const input = page.getByRole('textbox', { name: 'Vorname' });
    const border = await input.evaluate(
      (el) => el.ownerDocument.defaultView.getComputedStyle(el).borderTopWidth,
    );
    must(border !== '0px', 'the TextField has no border');
    await input.fill('Mia');
    must((await input.inputValue()) === 'Mia', 'the TextField does not take input');
    const card = page.getByText('Schwimmschule Seepferdchen · Berlin');
    must((await card.count()) === 1, 'the CourseCard does not name its provider and town');
    must(
      (await page.getByText('Babyschwimmen').count()) === 1,
      'the CourseCard does not show its course',
    );
    const date = page.getByRole('group', { name: 'Datum' });
    must((await date.count()) === 1, 'the DatePicker is not there');
    const calendar = page.getByRole('button', { name: /Kalender|Datum/ }).last();
    await calendar.click();
    await page.getByRole('dialog').waitFor({ timeout: 5_000 });
    must(errors.length === 0, `the page threw: ${errors.join('; ')}`);

    // One Button: what its page loads.
    const one = await browser.newPage();
    let js = 0;
    let css = 0;
    one.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      const size = gzipSync(await response.body()).length;
      if (type.startsWith('text/javascript')) js += size;
      if (type.startsWith('text/css')) css += size;
    });
    await one.goto(`http://127.0.0.1:${port}/one/button.html`);
    await one.getByRole('button', { name: 'Jetzt buchen' }).waitFor({ timeout: 15_000 });
    await one.waitForLoadState('networkidle');
    return { js, css };
  } finally {
    await browser.close();
    server.close();
  }
}
