import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LAZY_NAMESPACES } from '@kurse/i18n';
import { describe, expect, it } from 'vitest';
import { UI_NAMESPACES } from './ui-texts';

const src = join(import.meta.dirname, '..', '..');

/** The catalogue namespaces (`LL.<namespace>`) the components read, stories and tests aside. */
function namespacesRead(): Set<string> {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file),
  );
  const read = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(join(src, file), 'utf8').matchAll(/\bLL\.([a-zA-Z]+)/g)) {
      read.add(match[1] ?? '');
    }
  }
  return read;
}

describe('UI_NAMESPACES', () => {
  it('names every on-demand namespace a component reads, so UiProvider loads them all', () => {
    const lazy = new Set<string>(LAZY_NAMESPACES);
    const needed = [...namespacesRead()].filter((name) => lazy.has(name)).sort();
    expect(needed.length).toBeGreaterThan(0);
    expect([...UI_NAMESPACES].sort()).toEqual(needed);
  });
});
