import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_NORMAL_TEXT,
  DARK_FOREGROUND,
  LIGHT_FOREGROUND,
  contrastRatio,
  parseHex,
  readableForeground,
  toHex,
  type Rgb,
} from './contrast';

const rgb = fc.tuple(
  fc.integer({ min: 0, max: 255 }),
  fc.integer({ min: 0, max: 255 }),
  fc.integer({ min: 0, max: 255 }),
);

describe('contrast (WCAG 2.2)', () => {
  it('parses short and long hex, and rejects anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('5B21B6')).toEqual([91, 33, 182]);
    expect(parseHex('rgb(1,2,3)')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex(null)).toBeNull();
  });
  it('gives the known ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    // #767676 on white is the classic 4.54:1 AA boundary.
    expect(contrastRatio(parseHex('#767676') as Rgb, [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
  it('picks white on dark and black on light brand colours', () => {
    expect(readableForeground('#5b21b6')).toBe(LIGHT_FOREGROUND);
    expect(readableForeground('#ffe066')).toBe(DARK_FOREGROUND);
    expect(readableForeground('not a colour')).toBe(DARK_FOREGROUND);
  });
  it('reaches AA (4.5:1) on every colour', () => {
    fc.assert(
      fc.property(rgb, (colour) => {
        const fg = parseHex(readableForeground(toHex(colour))) as Rgb;
        expect(contrastRatio(colour, fg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }),
      { numRuns: 5000 },
    );
  });
});
