import { describe, expect, it } from 'vitest';
import { drawAtlas, packAtlas } from './icon-atlas';

const sizes = (entries: [string, number, number][]) =>
  new Map(entries.map(([key, width, height]) => [key, { width, height }]));

describe('packAtlas', () => {
  it('places icons left to right with a gap of 2 px', () => {
    const packed = packAtlas(
      sizes([
        ['a', 10, 8],
        ['b', 20, 8],
      ]),
    );
    expect(packed.mapping).toEqual({
      a: { x: 0, y: 0, width: 10, height: 8 },
      b: { x: 12, y: 0, width: 20, height: 8 },
    });
    expect(packed.width).toBe(32);
    expect(packed.height).toBe(8);
  });

  it('starts a new row below the highest icon of the row when the next would not fit', () => {
    const packed = packAtlas(
      sizes([
        ['a', 30, 10],
        ['b', 30, 14],
        ['c', 30, 6],
      ]),
      64,
    );
    expect(packed.mapping.c).toEqual({ x: 0, y: 16, width: 30, height: 6 });
    expect(packed.height).toBe(22);
    expect(packed.width).toBe(62);
  });

  it('rounds sizes up to whole pixels and keeps an over-wide icon on a row of its own', () => {
    const packed = packAtlas(
      sizes([
        ['a', 9.2, 7.5],
        ['wide', 100, 4],
      ]),
      50,
    );
    expect(packed.mapping.a).toEqual({ x: 0, y: 0, width: 10, height: 8 });
    expect(packed.mapping.wide).toEqual({ x: 0, y: 10, width: 50, height: 4 });
  });

  it('is empty without icons', () => {
    expect(packAtlas(new Map())).toEqual({ mapping: {}, width: 0, height: 0 });
  });
});

describe('drawAtlas', () => {
  it('draws nothing where there is no DOM', () => {
    const atlas = drawAtlas(
      ['a'],
      () => ({ width: 1, height: 1 }),
      () => {},
    );
    expect(atlas).toEqual({ image: null, mapping: {} });
  });
});
