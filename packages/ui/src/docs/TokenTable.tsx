import { useState } from 'react';
import { AA_NORMAL_TEXT, contrastRatio, parseHex } from '../theme/contrast';
import { cssTokens, type CssToken } from './css-tokens';

/** The AA minimum for large text, and for borders, focus rings and icons (WCAG 1.4.3, 1.4.11). */
const AA_LARGE_OR_NON_TEXT = 3;

/** Text on a background needs 4.5:1; a border, ring or icon against its surface needs 3:1. */
type Kind = 'text' | 'non-text';

/** Two colour tokens used together (names without `--color-`) and where. */
interface Pair {
  bg: string;
  fg: string;
  kind: Kind;
  use: string;
}

/**
 * Colours the components put together besides each `X` / `X-foreground` pair. Names only: the
 * values are read from the CSS.
 */
const COMBINATIONS: readonly Pair[] = [
  { bg: 'primary-hover', fg: 'primary-foreground', kind: 'text', use: 'Primary button, hovered' },
  { bg: 'danger-strong', fg: 'primary-foreground', kind: 'text', use: 'Danger button' },
  { bg: 'background', fg: 'muted-foreground', kind: 'text', use: 'Secondary text on the page' },
  { bg: 'surface', fg: 'muted-foreground', kind: 'text', use: 'Secondary text on cards' },
  { bg: 'muted', fg: 'foreground', kind: 'text', use: 'Booking summary, hover fills' },
  { bg: 'surface', fg: 'primary', kind: 'text', use: 'Links' },
  { bg: 'surface', fg: 'danger-foreground', kind: 'text', use: 'Field errors, required marker' },
  { bg: 'surface', fg: 'warning-strong', kind: 'text', use: 'Few places left (events list)' },
  { bg: 'foreground', fg: 'background', kind: 'text', use: 'Tooltip' },
  { bg: 'surface', fg: 'input', kind: 'non-text', use: 'Field borders, unticked boxes' },
  { bg: 'surface', fg: 'ring', kind: 'non-text', use: 'Focus ring' },
  { bg: 'surface', fg: 'success-strong', kind: 'non-text', use: 'Success icons' },
  { bg: 'surface', fg: 'danger-strong', kind: 'non-text', use: 'Danger icons, invalid borders' },
];

/** Every background with its own foreground token, then the combinations above. */
function pairsOf(names: ReadonlySet<string>): Pair[] {
  const own = [...names]
    .filter((name) => name.endsWith('-foreground') && names.has(name.replace(/-foreground$/, '')))
    .map((fg): Pair => {
      const bg = fg.replace(/-foreground$/, '');
      return { bg, fg, kind: 'text', use: `Text on ${bg}` };
    });
  const page: Pair = { bg: 'background', fg: 'foreground', kind: 'text', use: 'The page' };
  return [page, ...own, ...COMBINATIONS].filter((p) => names.has(p.bg) && names.has(p.fg));
}

/** WCAG 2.2 AA verdict of a ratio for text or for a border, ring or icon. */
function verdict(ratio: number, kind: Kind): { pass: boolean; text: string } {
  if (kind === 'non-text') {
    const pass = ratio >= AA_LARGE_OR_NON_TEXT;
    return { pass, text: pass ? 'AA (non-text, 3:1)' : 'Fails AA (non-text needs 3:1)' };
  }
  if (ratio >= AA_NORMAL_TEXT) return { pass: true, text: 'AA' };
  if (ratio >= AA_LARGE_OR_NON_TEXT) return { pass: false, text: 'AA for large text only' };
  return { pass: false, text: 'Fails AA' };
}

interface Row extends Pair {
  bgValue: string;
  fgValue: string;
  ratio: number | null;
}

const name = (token: CssToken) => token.name.replace(/^--color-/, '');

/** Reads the colour tokens from the live CSS and pairs them. */
function readColours(): { rows: Row[]; unpaired: CssToken[] } {
  const tokens = cssTokens('--color-');
  const byName = new Map(tokens.map((token) => [name(token), token.value]));
  const pairs = pairsOf(new Set(byName.keys()));
  const rows = pairs.map((pair): Row => {
    const [bgValue, fgValue] = [byName.get(pair.bg) ?? '', byName.get(pair.fg) ?? ''];
    const [a, b] = [parseHex(bgValue), parseHex(fgValue)];
    return { ...pair, bgValue, fgValue, ratio: a && b ? contrastRatio(a, b) : null };
  });
  const used = new Set(pairs.flatMap((pair) => [pair.bg, pair.fg]));
  return { rows, unpaired: tokens.filter((token) => !used.has(name(token))) };
}

/** A swatch of a pair: text on its background, or a border and ring sample for non-text. */
function Sample({ row }: { row: Row }) {
  const style =
    row.kind === 'text'
      ? { background: row.bgValue, color: row.fgValue }
      : { background: row.bgValue, border: `2px solid ${row.fgValue}`, color: row.fgValue };
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-10 w-20 items-center justify-center rounded-md font-sans font-medium shadow-card"
      style={style}
    >
      {row.kind === 'text' ? 'Aa' : '●'}
    </span>
  );
}

/**
 * Every colour pair of the tokens with its WCAG contrast ratio and AA verdict, and the colours
 * that are not used as a pair, all read from the live CSS.
 */
export function TokenTable() {
  const [{ rows, unpaired }] = useState(readColours);
  return (
    <div className="flex flex-col gap-6 font-sans text-sm text-foreground">
      <table className="w-full border-collapse">
        <thead>
          <tr>
            <th className="p-2 text-start">Sample</th>
            <th className="p-2 text-start">Background / colour on it</th>
            <th className="p-2 text-start">Values</th>
            <th className="p-2 text-start">Used for</th>
            <th className="p-2 text-start">Contrast</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const result = row.ratio === null ? null : verdict(row.ratio, row.kind);
            return (
              <tr key={`${row.bg}/${row.fg}/${row.kind}`} className="border-t border-border">
                <td className="p-2">
                  <Sample row={row} />
                </td>
                <td className="p-2 font-mono">
                  {row.bg} / {row.fg}
                </td>
                <td className="p-2 font-mono">
                  {row.bgValue} / {row.fgValue}
                </td>
                <td className="p-2">{row.use}</td>
                <td className="p-2" data-pass={result?.pass}>
                  {row.ratio === null || !result ? (
                    '–'
                  ) : (
                    <>
                      <strong>{row.ratio.toFixed(2)}:1</strong> {result.pass ? '✓' : '✗'}{' '}
                      {result.text}
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {unpaired.length > 0 && (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
          {unpaired.map((token) => (
            <li key={token.name} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-8 shrink-0 rounded-md border border-border"
                style={{ background: token.value }}
              />
              <span className="flex flex-col">
                <code>{name(token)}</code>
                <code className="text-muted-foreground">{token.value}</code>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
