import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { headerValue, lenientList, lenientRecord, parse } from './schema';
import { providerShape } from './shapes/provider';

const int = v.pipe(v.number(), v.integer());

describe('schema helpers', () => {
  it('reads a value or answers null', () => {
    expect(parse(int, 1)).toBe(1);
    expect(parse(int, 1.5)).toBeNull();
  });

  it('keeps the good items of a lenient list, as their schema reads them, and rejects a non-list', () => {
    expect(parse(lenientList(int), [1, 'x', 2, null])).toEqual([1, 2]);
    expect(parse(lenientList(int), { 0: 1 })).toBeNull();
    const tagged = v.object({ id: int, tags: lenientList(int) });
    expect(
      parse(lenientList(tagged), [{ id: 1, tags: [1, 'x'], extra: true }, { id: 'x' }]),
    ).toEqual([{ id: 1, tags: [1] }]);
  });

  it('keeps the good entries of a lenient record and rejects a non-record', () => {
    expect(parse(lenientRecord(v.number()), { a: 1, b: '2' })).toEqual({ a: 1 });
    expect(parse(lenientRecord(v.number()), [1])).toBeNull();
    expect(parse(lenientRecord(v.number()), null)).toBeNull();
  });

  it('accepts only values that can travel in a header', () => {
    expect(v.is(headerValue, 'fp_1764000000001')).toBe(true);
    expect(v.is(headerValue, 'Bearer tok_1')).toBe(true);
    expect(v.is(headerValue, 'x'.repeat(4096))).toBe(true);
    for (const bad of ['', ' x', 'x ', 'fp_😀', 'a\r\nb', 'a\nb', 'ä', 'x'.repeat(4097), 7]) {
      expect(v.is(headerValue, bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('entity shapes', () => {
  const provider = { id: 1, slug: 's', name: 'S' };

  it('check the listed properties, pass the others through and keep absent ones absent', () => {
    expect(parse(providerShape, { ...provider, extra: true })).toEqual({
      ...provider,
      extra: true,
    });
    expect(Object.keys(parse(providerShape, provider) ?? {})).toEqual(['id', 'slug', 'name']);
    expect(parse(providerShape, { ...provider, id: '1' })).toBeNull();
    expect(parse(providerShape, { ...provider, id: 1.5 })).toBeNull();
    expect(parse(providerShape, { ...provider, logo: null })?.logo).toBeNull();
    expect(parse(providerShape, { ...provider, sinceDays: null })).toBeNull();
    expect(parse(providerShape, { ...provider, template: 'grid' })).toBeNull();
    expect(parse(providerShape, null)).toBeNull();
    expect(parse(providerShape, [])).toBeNull();
  });
});
