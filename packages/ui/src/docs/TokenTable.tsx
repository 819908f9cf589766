import { useState } from 'react';
import { AA_NORMAL_TEXT, contrastRatio, parseHex } from '../theme/contrast';

/** The semantic colour pairs of `styles.css`: a background token and the text token used on it. */
const TOKEN_PAIRS: readonly (readonly [string, string])[] = [
  ['background', 'foreground'],
  ['surface', 'surface-foreground'],
  ['muted', 'muted-foreground'],
  ['primary', 'primary-foreground'],
  ['primary-hover', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['accent', 'accent-foreground'],
  ['success', 'success-foreground'],
  ['warning', 'warning-foreground'],
  ['info', 'info-foreground'],
  ['danger', 'danger-foreground'],
  ['danger-strong', 'primary-foreground'],
  ['surface', 'input'],
  ['surface', 'ring'],
];

const read = (token: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--color-${token}`).trim();

interface Row {
  bg: string;
  fg: string;
  bgValue: string;
  fgValue: string;
  ratio: number | null;
}

/** Swatches of every token pair with its WCAG contrast ratio, read from the live CSS. */
export function TokenTable() {
  const [rows] = useState<Row[]>(() =>
    TOKEN_PAIRS.map(([bg, fg]) => {
      const [bgValue, fgValue] = [read(bg), read(fg)];
      const [a, b] = [parseHex(bgValue), parseHex(fgValue)];
      return { bg, fg, bgValue, fgValue, ratio: a && b ? contrastRatio(a, b) : null };
    }),
  );
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="text-left">
          <th className="p-2">Swatch</th>
          <th className="p-2">Background / text token</th>
          <th className="p-2">Values</th>
          <th className="p-2">Contrast</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.bg}/${row.fg}`} className="border-t border-border">
            <td className="p-2">
              <span
                className="inline-flex h-10 w-24 items-center justify-center rounded-md border border-border font-medium"
                style={{ background: row.bgValue, color: row.fgValue }}
              >
                Aa
              </span>
            </td>
            <td className="p-2 font-mono">
              {row.bg} / {row.fg}
            </td>
            <td className="p-2 font-mono">
              {row.bgValue} / {row.fgValue}
            </td>
            <td className="p-2">
              {row.ratio === null
                ? '–'
                : `${row.ratio.toFixed(2)}:1 ${row.ratio >= AA_NORMAL_TEXT ? 'AA ✓' : row.ratio >= 3 ? 'AA large / UI ✓' : '✗'}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
