// The CSS breakpoints (`--breakpoint-*` in packages/ui/src/styles.css, Tailwind's sm:/md:/lg:)
// are written from @kurse/domain's BREAKPOINTS (discovery §9), the one source the rules use too.
// `--check` fails when styles.css differs from what it would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { root } from './lib/tools.mjs';

const layout = join(root, 'packages/domain/src/layout.ts');
const stylesPath = join(root, 'packages/ui/src/styles.css');
const BEGIN =
  '  /* Breakpoints: written by scripts/build-breakpoints.mjs from @kurse/domain BREAKPOINTS. */';
const END = '  /* End of breakpoints. */';

/** domain's BREAKPOINTS, read from its source (layout.ts imports nothing). */
export async function domainBreakpoints() {
  const { outputText } = ts.transpileModule(readFileSync(layout, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
  return (await import(url)).BREAKPOINTS;
}

/** The block of `@theme` that declares the breakpoints (px in domain, rem in CSS). */
export const themeBlock = (breakpoints) =>
  [
    BEGIN,
    '  --breakpoint-*: initial;',
    ...Object.entries(breakpoints).map(
      ([name, px]) => `  --breakpoint-${name}: ${px / 16}rem; /* ${px} px */`,
    ),
    END,
  ].join('\n');

/** styles.css with its breakpoint block written anew. */
export function withBreakpoints(css, breakpoints) {
  const start = css.indexOf(BEGIN);
  const end = css.indexOf(END);
  if (start < 0 || end < start) throw new Error(`styles.css lacks the breakpoint markers`);
  return css.slice(0, start) + themeBlock(breakpoints) + css.slice(end + END.length);
}

if (process.argv[1] === import.meta.filename) {
  const css = readFileSync(stylesPath, 'utf8');
  const next = withBreakpoints(css, await domainBreakpoints());
  if (process.argv.includes('--check')) {
    if (next !== css) {
      console.error(
        'styles.css breakpoints differ from domain: run node scripts/build-breakpoints.mjs',
      );
      process.exit(1);
    }
  } else if (next !== css) writeFileSync(stylesPath, next);
}
