/** A tiny seeded pseudo-random generator, so the seed has variety and stays deterministic. */

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: a 32-bit seeded PRNG; the same seed always yields the same sequence. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max` (both inclusive). */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, list: readonly T[]): T {
  const item = list[Math.floor(rng() * list.length)];
  if (item === undefined) throw new RangeError('pick() needs a non-empty list');
  return item;
}

/** `count` distinct elements of a list, in list order. */
export function pickSome<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const keyed = list.map((item, index) => ({ item, index, key: rng() }));
  return keyed
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((k) => k.item);
}
