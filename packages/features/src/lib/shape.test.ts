import { describe, expect, it } from 'vitest';
import {
  INVALID,
  arrayOf,
  conforms,
  either,
  headerValue,
  int,
  listOf,
  maybe,
  num,
  object,
  oneOf,
  optional,
  parse,
  recordOf,
  refine,
  str,
} from './shape';

describe('shape schemas', () => {
  it('reads scalars strictly', () => {
    expect(parse(str, 'a')).toBe('a');
    expect(parse(str, 1)).toBeNull();
    expect(conforms(num, Number.NaN)).toBe(false);
    expect(conforms(int, 1.5)).toBe(false);
    expect(parse(oneOf('list', 'card'), 'grid')).toBeNull();
    expect(parse(either(int, str), 'slug')).toBe('slug');
  });

  it('tells absent, null and present apart', () => {
    expect(optional(str)(undefined)).toBeUndefined();
    expect(optional(str)(null)).toBe(INVALID);
    expect(maybe(str)(null)).toBeNull();
    expect(maybe(str)(3)).toBe(INVALID);
  });

  it('rejects an array with one bad item, or keeps the good ones of a list', () => {
    expect(parse(arrayOf(int), [1, 'x'])).toBeNull();
    expect(parse(listOf(int), [1, 'x', 2])).toEqual([1, 2]);
    expect(parse(listOf(int), { 0: 1 })).toBeNull();
    expect(parse(recordOf(num), { a: 1, b: '2' })).toEqual({ a: 1 });
    expect(parse(recordOf(num), [1])).toBeNull();
  });

  it('checks the listed properties of an object, passes the others and keeps absent ones absent', () => {
    const schema = object<{ id: number; tags?: number[]; note?: string }>({
      id: int,
      tags: optional(listOf(int)),
      note: optional(str),
    });
    expect(parse(schema, { id: 1, tags: [1, 'x'], extra: true })).toEqual({
      id: 1,
      tags: [1],
      extra: true,
    });
    expect(Object.keys(parse(schema, { id: 1 }) ?? {})).toEqual(['id']);
    expect(parse(schema, { id: '1' })).toBeNull();
    expect(parse(schema, null)).toBeNull();
    expect(parse(schema, [])).toBeNull();
  });

  it('applies a rule after the shape', () => {
    const even = refine(int, (n) => (n % 2 === 0 ? n : null));
    expect(parse(even, 2)).toBe(2);
    expect(parse(even, 3)).toBeNull();
    expect(parse(even, 'x')).toBeNull();
  });

  it('accepts only values that can travel in a header', () => {
    expect(conforms(headerValue, 'fp_1764000000001')).toBe(true);
    expect(conforms(headerValue, 'Bearer tok_1')).toBe(true);
    for (const bad of ['', ' x', 'x ', 'fp_😀', 'a\r\nb', 'a\nb', 'ä', 'x'.repeat(4097)]) {
      expect(conforms(headerValue, bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
