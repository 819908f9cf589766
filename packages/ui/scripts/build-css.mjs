// `node scripts/build-css.mjs`: the styles and tokens @kurse/ui ships in `dist/` (see the README's
// "Styles"), built from the same tokens the workspace uses (`src/styles.css`):
// - `styles.css`: compiled CSS (Tailwind) for every class the components use, nothing of an app's.
//   The tokens and the reset sit in low-priority cascade layers (`kurse-theme`, `kurse-base`), so
//   a host's own styles and variables always win over them; the components' classes are plain
//   rules. Breakpoints are compiled into media queries: no variable of the host is reset.
// - `tailwind.css`: for apps with Tailwind 4 (after their `@import 'tailwindcss'`): the colour,
//   radius, shadow and animation tokens as `@theme` and an `@source` of the components, without
//   touching the host's breakpoints or fonts.
// - `tokens.css` (the tokens as CSS variables), `tokens.json` and `tokens.js` (+ `.d.ts`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, '..');
const dist = join(pkg, 'dist');

/** The `@theme static { … }` block of the workspace's styles, as its declarations. */
export function themeDeclarations(css) {
  const start = css.indexOf('@theme static {');
  if (start < 0) throw new Error('src/styles.css has no `@theme static` block');
  let depth = 0;
  let end = start;
  for (let i = css.indexOf('{', start); i < css.length; i++) {
    if (css[i] === '{') depth++;
    if (css[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  const body = css.slice(css.indexOf('{', start) + 1, end);
  // Keyframes stay whole; declarations are `--name: value;` outside them.
  const keyframes = [...body.matchAll(/@keyframes[^{]+\{[^}]*\{[^}]*\}\s*\}/g)].map((m) => m[0]);
  const flat = keyframes.reduce((text, block) => text.replace(block, ''), body);
  const declarations = [
    ...flat.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+):\s*([^;]+);/g),
  ]
    .map((m) => ({ name: m[1], value: m[2].trim() }))
    .filter((d) => !d.name.endsWith('-*'));
  return { declarations, keyframes };
}

/** The tokens grouped by kind: `{ color: { primary: '#5b21b6' }, radius: { sm: … }, … }`. */
export function tokenObject(declarations) {
  const groups = {
    color: 'color',
    radius: 'radius',
    shadow: 'shadow',
    breakpoint: 'breakpoint',
    font: 'font',
  };
  const tokens = {};
  for (const { name, value } of declarations) {
    const [, kind, rest] = /^--([a-z]+)-(.+)$/.exec(name) ?? [];
    const group = groups[kind];
    if (!group) continue;
    tokens[group] ??= {};
    tokens[group][rest] = value;
  }
  return tokens;
}

/**
 * Tailwind's compiled output with its layers renamed: theme and reset into `kurse-theme` and
 * `kurse-base` (below any unlayered style of the host), the utilities taken out of their layer.
 */
export function scopeLayers(css) {
  let out = css
    .replace(/@layer theme,\s*base,\s*components,\s*utilities;/, '@layer kurse-theme, kurse-base;')
    .replace(/@layer components;/g, '')
    .replace(/@layer (theme|base|properties)\s*\{/g, (_, name) => `@layer kurse-${name} {`);
  // `@layer utilities { … }` → its content, unlayered.
  const open = out.search(/@layer utilities\s*\{/);
  if (open >= 0) {
    const brace = out.indexOf('{', open);
    let depth = 0;
    for (let i = brace; i < out.length; i++) {
      if (out[i] === '{') depth++;
      if (out[i] === '}' && --depth === 0) {
        out = out.slice(0, open) + out.slice(brace + 1, i) + out.slice(i + 1);
        break;
      }
    }
  }
  return out;
}

function compile() {
  const bin = join(pkg, 'node_modules', '.bin', 'tailwindcss');
  const result = spawnSync(bin, ['-i', 'src/package/styles.css', '--minify'], {
    cwd: pkg,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`tailwindcss failed:\n${result.stderr}`);
  return result.stdout;
}

const HEADER = '/* @kurse/ui — see the package README, "Styles". */\n';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dist, { recursive: true });
  const source = readFileSync(join(pkg, 'src', 'styles.css'), 'utf8');
  const { declarations, keyframes } = themeDeclarations(source);
  const tokens = tokenObject(declarations);

  writeFileSync(join(dist, 'styles.css'), HEADER + scopeLayers(compile()));

  // For Tailwind apps: no breakpoints, no font (the host's stay), the components as a source.
  const themed = declarations.filter(
    (d) => !d.name.startsWith('--breakpoint-') && !d.name.startsWith('--font-'),
  );
  const variant = /@custom-variant dark[^;]+;/.exec(source)?.[0] ?? '';
  writeFileSync(
    join(dist, 'tailwind.css'),
    HEADER +
      "/* Import after `@import 'tailwindcss';`. Adds the tokens and scans the components. */\n" +
      `${variant}\n\n@theme static {\n` +
      themed.map((d) => `  ${d.name}: ${d.value};`).join('\n') +
      `\n${keyframes.map((k) => `  ${k}`).join('\n')}\n}\n\n@source './';\n`,
  );

  writeFileSync(
    join(dist, 'tokens.css'),
    HEADER + `:root {\n${declarations.map((d) => `  ${d.name}: ${d.value};`).join('\n')}\n}\n`,
  );
  writeFileSync(join(dist, 'tokens.json'), `${JSON.stringify(tokens, null, 2)}\n`);
  writeFileSync(
    join(dist, 'tokens.js'),
    `/** The design tokens of @kurse/ui, by kind. */\nexport const tokens = ${JSON.stringify(tokens, null, 2)};\n`,
  );
  const shape = Object.entries(tokens)
    .map(([group, values]) => {
      const keys = Object.keys(values)
        .map((key) => `    readonly ${JSON.stringify(key)}: string;`)
        .join('\n');
      return `  readonly ${group}: {\n${keys}\n  };`;
    })
    .join('\n');
  writeFileSync(
    join(dist, 'tokens.d.ts'),
    `/** The design tokens of @kurse/ui, by kind. */\nexport declare const tokens: {\n${shape}\n};\n`,
  );
  console.log(
    `dist/styles.css, tailwind.css, tokens.{css,json,js,d.ts}: ${declarations.length} tokens`,
  );
}
