import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio, parseHex, toHex, type Rgb } from './contrast';
import {
  DEFAULT_FRANCHISE_THEME,
  franchiseTheme,
  providerTheme,
  themeStyle,
  type Theme,
} from './theme';

const worstContrast = (theme: Theme) => {
  const fg = parseHex(theme.foreground) as Rgb;
  return Math.min(
    contrastRatio(parseHex(theme.from) as Rgb, fg),
    contrastRatio(parseHex(theme.to) as Rgb, fg),
  );
};
const hex = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map((c) => toHex(c));

describe('provider theme (discovery §2 Provider page)', () => {
  it('uses the backgroundColor for card and standard, none for clean', () => {
    expect(providerTheme({ template: 'standard', backgroundColor: '#0e7490' })?.from).toBe(
      '#0e7490',
    );
    expect(providerTheme({ template: 'card', backgroundColor: '#0e7490' })?.from).toBe('#0e7490');
    expect(providerTheme({ template: 'clean', backgroundColor: '#0e7490' })).toBeNull();
    expect(providerTheme({ template: 'standard', backgroundColor: null })).toBeNull();
  });
  it('keeps AA contrast on both gradient stops for any colour', () => {
    fc.assert(
      fc.property(hex, (color) => {
        const theme = providerTheme({ template: 'standard', backgroundColor: color }) as Theme;
        expect(worstContrast(theme)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('franchise theme (discovery §2 Franchise page)', () => {
  it('falls back to the purple-to-red gradient when the colour is missing or black', () => {
    expect(franchiseTheme(null)).toEqual(DEFAULT_FRANCHISE_THEME);
    expect(franchiseTheme('#000000')).toEqual(DEFAULT_FRANCHISE_THEME);
    expect(franchiseTheme('#000')).toEqual(DEFAULT_FRANCHISE_THEME);
    expect(franchiseTheme('garbage')).toEqual(DEFAULT_FRANCHISE_THEME);
  });
  it('uses the primaryColor otherwise, readable everywhere', () => {
    expect(franchiseTheme('#f59e0b').from).toBe('#f59e0b');
    expect(worstContrast(DEFAULT_FRANCHISE_THEME)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    fc.assert(
      fc.property(hex, (color) => {
        expect(worstContrast(franchiseTheme(color))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }),
    );
  });
  it('writes the theme as CSS custom properties', () => {
    expect(themeStyle(DEFAULT_FRANCHISE_THEME)).toEqual({
      '--theme-from': '#6d28d9',
      '--theme-to': '#dc2626',
      '--theme-foreground': '#ffffff',
    });
  });
});
