/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** The full tailwind-merge, told of the theme's own shadow size (`shadow-card`). */
const twMerge = extendTailwindMerge({ extend: { theme: { shadow: ['card'] } } });

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Source files of the packages that style with `cn` (stories and tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every word of every string literal, without its variants: the candidate classes. */
function usedWords(): string[] {
  const words = new Set<string>();
  const dirs = ['packages/ui/src', 'packages/features/src', 'apps/web/src'];
  for (const file of dirs.flatMap((dir) => sources(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const [, , literal = ''] of text.matchAll(/(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
      for (const word of literal.split(/\s+/)) {
        const base = word.split(':').at(-1) ?? '';
        if (/^!?-?[a-z][\w\-[\]().%/,#*&>=@]*$/.test(base)) words.add(base);
      }
    }
  }
  return [...words].sort();
}

describe('cn', () => {
  it('joins conditional classes and lets a later utility win', () => {
    expect(cn('px-3 py-2', { hidden: false, flex: true }, 'px-4')).toBe('py-2 flex px-4');
    expect(cn('text-sm text-muted-foreground', 'text-foreground')).toBe('text-sm text-foreground');
    expect(cn('border border-border', 'border-2 border-dashed')).toBe(
      'border-border border-2 border-dashed',
    );
    expect(cn('p-4', 'pe-16')).toBe('p-4 pe-16');
    expect(cn('pe-16', 'p-4')).toBe('p-4');
    expect(cn('hover:bg-muted bg-surface', 'hover:bg-primary')).toBe('bg-surface hover:bg-primary');
    expect(cn('shadow-card', 'shadow-none')).toBe('shadow-none');
  });

  it('merges every pair of classes used in the code as the full tailwind-merge does', () => {
    const words = usedWords();
    // Only words tailwind-merge knows as classes: a known class replaces its own repetition.
    const classes = words.filter((w) => twMerge(`${w} ${w}`) === w);
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const pair = `${a} ${b}`;
        if (a !== b && cn(pair) !== twMerge(pair)) differences.push(pair);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
    // Some 200,000 pairs: a second on a quiet machine, several on a busy one. The time measures
    // nothing, so the limit only stops a hang.
  }, 60_000);
});
