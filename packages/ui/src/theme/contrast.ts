/**
 * Colour contrast after WCAG 2.2 (relative luminance, contrast ratio), used to pick a readable
 * foreground for provider, franchise and category colours that arrive from the server.
 */

/** An sRGB colour as three 0–255 channels. */
export type Rgb = readonly [number, number, number];

/** The AA minimum for normal text. */
export const AA_NORMAL_TEXT = 4.5;

/** Black and white: the two foregrounds a brand colour is paired with. Only pure black guarantees
 * 4.5:1 on every colour where white fails (a tinted near-black falls to about 4.2:1 on mid tones). */
export const DARK_FOREGROUND = '#000000';
export const LIGHT_FOREGROUND = '#ffffff';

/** Parses `#rgb`, `#rrggbb` (with or without `#`, any case); `null` for anything else. */
export function parseHex(color: string | null | undefined): Rgb | null {
  const hex = color?.trim().replace(/^#/, '') ?? '';
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** Writes a colour as `#rrggbb`. */
export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The foreground (black or white) with the higher contrast on `background`. For every sRGB
 * colour one of the two reaches at least 4.5:1, so text on it meets AA. Unparseable input gets the
 * dark foreground (it is shown on the light default surface).
 */
export function readableForeground(background: string | null | undefined): string {
  const rgb = parseHex(background);
  if (!rgb) return DARK_FOREGROUND;
  const dark = contrastRatio(rgb, parseHex(DARK_FOREGROUND) as Rgb);
  const light = contrastRatio(rgb, parseHex(LIGHT_FOREGROUND) as Rgb);
  return light >= dark ? LIGHT_FOREGROUND : DARK_FOREGROUND;
}
