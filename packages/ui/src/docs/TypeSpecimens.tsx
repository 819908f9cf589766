import { useState } from 'react';
import { cssTokens, toPx, tokenValue, withPx } from './css-tokens';

/** The sample line of every specimen. */
const SAMPLE = 'Babyschwimmen in Köln – ab 49 € im Monat';

interface Size {
  /** The Tailwind class, e.g. `text-lg`. */
  utility: string;
  size: string;
  lineHeight: string;
  px: number;
}

/**
 * The text sizes the components use: Tailwind writes a `--text-*` property (and its
 * `--line-height`) only for the sizes some class asks for, so this is the scale as used.
 */
function readSizes(): Size[] {
  return cssTokens('--text-')
    .filter((token) => !token.name.endsWith('--line-height'))
    .map((token) => ({
      utility: token.name.slice(2),
      size: token.value,
      lineHeight: tokenValue(`${token.name}--line-height`),
      px: toPx(token.value) ?? 0,
    }))
    .sort((a, b) => a.px - b.px);
}

/** A line height as Tailwind writes it (`calc(1.25 / .875)` or `1`) as a ratio and in px. */
function lineHeightText({ lineHeight, px }: Size): string {
  const calc = /^calc\(\s*([\d.]+)\s*\/\s*([\d.]+)\s*\)$/.exec(lineHeight);
  const ratio = calc ? Number(calc[1]) / Number(calc[2]) : Number(lineHeight);
  if (!Number.isFinite(ratio)) return lineHeight;
  return `${Math.round(ratio * 1000) / 1000} (${Math.round(ratio * px * 10) / 10} px)`;
}

/** Each text size of the scale, smallest first, in the font of the components. */
export function TypeScale() {
  const [sizes] = useState(readSizes);
  return (
    <ul className="flex flex-col gap-4 font-sans text-foreground">
      {sizes.map((size) => (
        <li key={size.utility} className="flex flex-col gap-1 border-t border-border pt-2">
          <code className="text-xs text-muted-foreground">
            {size.utility} · {withPx(size.size)} · line height {lineHeightText(size)}
          </code>
          <span style={{ fontSize: `var(--${size.utility})`, lineHeight: size.lineHeight }}>
            {SAMPLE}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The font stack and the weights the components use. */
export function FontSpecimen() {
  const [{ stack, weights }] = useState(() => ({
    stack: tokenValue('--font-sans'),
    weights: cssTokens('--font-weight-'),
  }));
  return (
    <div className="flex flex-col gap-3 font-sans text-foreground">
      <p className="text-sm">
        <code>--font-sans</code>: <code>{stack}</code>
      </p>
      <ul className="flex flex-col gap-1 text-lg">
        {weights.map((weight) => (
          <li key={weight.name} style={{ fontWeight: weight.value }}>
            {SAMPLE}{' '}
            <code className="text-xs font-normal text-muted-foreground">
              font-{weight.name.replace('--font-weight-', '')} ({weight.value})
            </code>
          </li>
        ))}
      </ul>
    </div>
  );
}
