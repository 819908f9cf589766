/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import de from './catalogue/de';
import { hasPath, usedKeyPaths, type CatalogueNode } from './test/catalogue';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const GENERATED = /packages\/i18n\/src\/catalogue\/i18n-[\w.-]+\.ts$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

/** Every .ts and .tsx file below `dir`, without dependencies, builds and the generated files. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !GENERATED.test(path) ? [path] : [];
  });
}

/** The `src` folders of every package and app of the workspace. */
function sourceRoots(): string[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, group, entry.name, 'src'))
      .filter((src) => existsSync(src)),
  );
}

/** `file: LL.<path>` for every use of a path the catalogue lacks. */
function missingKeys(files: readonly string[], catalogue: CatalogueNode): string[] {
  return files.flatMap((file) =>
    usedKeyPaths(readFileSync(file, 'utf8'))
      .filter((path) => !hasPath(catalogue, path))
      .map((path) => `${file.slice(root.length)}: LL.${path}`),
  );
}

describe('LL paths used in code', () => {
  it('all exist in the German base catalogue', () => {
    const files = sourceRoots().flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(10);
    expect(missingKeys(files, de as CatalogueNode)).toEqual([]);
  });
});

describe('the LL path scanner', () => {
  const catalogue = { common: { brand: 'Kurse', landing: { greeting: 'Hallo' } } };
  // Built from parts so that the workspace scan above does not find the made-up paths here.
  const ll = 'LL';
  const code = [
    'const a = LL.common.brand();',
    'const b = LL.common.landing.greeting({ firstName });',
    'const c = LL.common.landing;',
    `const d = ${ll}.common.doesNotExist();`,
    `const e = ${ll}.nope.missing.`,
    'const f = myLL.common.ignored; const g = x.LL.common.alsoIgnored;',
    `/** Docs may show \`${ll}.common.inBlockComment()\`. */`,
    `const h = 'https://kurse.example'; // ${ll}.common.inLineComment`,
  ].join('\n');

  it('finds every use in code once, without the trailing dot, and skips comments', () => {
    expect(usedKeyPaths(code).sort()).toEqual([
      'common.brand',
      'common.doesNotExist',
      'common.landing',
      'common.landing.greeting',
      'nope.missing',
    ]);
  });

  it('reports made-up paths and accepts texts and groups', () => {
    expect(hasPath(catalogue, 'common.brand')).toBe(true);
    expect(hasPath(catalogue, 'common.landing')).toBe(true);
    expect(hasPath(catalogue, 'common.brand.more')).toBe(false);
    expect(hasPath(catalogue, 'common.toString')).toBe(false);
    const bad = usedKeyPaths(code).filter((path) => !hasPath(catalogue, path));
    expect(bad.sort()).toEqual(['common.doesNotExist', 'nope.missing']);
  });
});
