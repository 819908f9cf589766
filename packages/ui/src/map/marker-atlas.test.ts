import { describe, expect, it } from 'vitest';
import { labelRowHeight, labelFont } from './label-atlas';
import { COUNT_STYLE, markerIconBox, markerIconKey } from './marker-atlas';

describe('marker icons (discovery §9 Map)', () => {
  it('are keyed by size, fill and label', () => {
    expect(markerIconKey({ size: 24, fill: 'red' })).toBe('24|red|');
    expect(markerIconKey({ size: 24, fill: 'red', label: '12' })).toBe('24|red|12');
    expect(markerIconKey({ size: 30, fill: 'red' })).not.toBe(
      markerIconKey({ size: 24, fill: 'red' }),
    );
  });

  it('leave room for the 2 px ring around the disc', () => {
    // The ring lies half outside the disc: 1 px each side, and a pixel to spare for its edge.
    expect(markerIconBox(24)).toBe(28);
    expect(markerIconBox(60)).toBe(64);
  });

  it('write counts in 12 px semi-bold white', () => {
    expect(labelFont(COUNT_STYLE)).toBe('600 12px system-ui, sans-serif');
    expect(COUNT_STYLE.color).toBe('#ffffff');
  });
});

describe('labels', () => {
  it('are as high as a line and their halo', () => {
    expect(labelRowHeight({ ...COUNT_STYLE })).toBe(15);
    expect(
      labelRowHeight({ ...COUNT_STYLE, fontSize: 15, outline: { color: 'x', width: 1 } }),
    ).toBe(21);
  });

  it('scale their font for dense screens', () => {
    expect(labelFont(COUNT_STYLE, 2)).toBe('600 24px system-ui, sans-serif');
  });
});
