/**
 * Provider and franchise themes: the brand colour from the server becomes a gradient background
 * with a foreground that meets WCAG AA on every point of the gradient.
 */
import { franchiseColor, providerBackground } from '@kurse/domain';
import {
  DARK_FOREGROUND,
  LIGHT_FOREGROUND,
  parseHex,
  readableForeground,
  toHex,
  type Rgb,
} from './contrast';

/** A themed surface: gradient stops and the text colour on them. */
export interface Theme {
  from: string;
  to: string;
  foreground: string;
}

/** The default franchise gradient, purple to red (discovery §2 Franchise page). */
export const DEFAULT_FRANCHISE_THEME: Theme = {
  from: '#6d28d9',
  to: '#dc2626',
  foreground: LIGHT_FOREGROUND,
};

const mix = (a: Rgb, b: Rgb, share: number): Rgb =>
  a.map((channel, i) => channel + ((b[i] as number) - channel) * share) as unknown as Rgb;

/**
 * A gradient theme on `color`. The second stop moves away from the foreground (darker under white
 * text, lighter under black text), so contrast only grows along the gradient. `null` for a colour
 * that cannot be read.
 */
export function gradientTheme(color: string | null | undefined): Theme | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  const foreground = readableForeground(toHex(rgb));
  const away = foreground === LIGHT_FOREGROUND ? DARK_FOREGROUND : LIGHT_FOREGROUND;
  const share = foreground === LIGHT_FOREGROUND ? 0.25 : 0.35;
  return { from: toHex(rgb), to: toHex(mix(rgb, parseHex(away) as Rgb, share)), foreground };
}

/**
 * The provider page theme: the provider's backgroundColor as a gradient for the card and standard
 * templates, none (`null`) for clean or without a readable colour. Spec: discovery §2 Provider page.
 */
export function providerTheme(provider: {
  template?: string | null;
  backgroundColor?: string | null;
}): Theme | null {
  return gradientTheme(providerBackground(provider.template, provider.backgroundColor));
}

/**
 * The franchise page theme: its primaryColor as a gradient, the purple-to-red default when the
 * colour is missing, black or unreadable. Spec: discovery §2 Franchise page.
 */
export function franchiseTheme(primaryColor: string | null | undefined): Theme {
  return gradientTheme(franchiseColor(primaryColor)) ?? DEFAULT_FRANCHISE_THEME;
}

/** The CSS custom properties a {@link Theme} sets (read by `ThemeSurface` and its children). */
export function themeStyle(theme: Theme): Record<`--theme-${string}`, string> {
  return {
    '--theme-from': theme.from,
    '--theme-to': theme.to,
    '--theme-foreground': theme.foreground,
  };
}
