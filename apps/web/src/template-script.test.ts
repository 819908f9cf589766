/**
 * The page template's first script (`index.html`): it marks the document before the first paint
 * when the browser keeps a provider or a pending booking, for which the top navigation reserves
 * its second row at phone width (features `TopNav`).
 */
import { currentBookingSlot, providerSlot } from '@kurse/features';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1] ?? '';

/** Runs the script with `kept` as the browser's storage; the root's attributes it set. */
function marks(kept: Record<string, string> | 'unavailable'): string[] {
  const set: string[] = [];
  const storage = {
    getItem(key: string) {
      if (kept === 'unavailable') throw new Error('SecurityError');
      return kept[key] ?? null;
    },
  };
  const document = { documentElement: { setAttribute: (name: string) => set.push(name) } };
  new Function('localStorage', 'document', script)(storage, document);
  return set;
}

describe('the template’s first script', () => {
  it('stands in the head, before the app’s module', () => {
    expect(template.indexOf('<script>')).toBeLessThan(template.indexOf('</head>'));
    expect(template.indexOf('<script>')).toBeLessThan(template.indexOf('type="module"'));
  });

  it('marks a kept provider and a kept booking, under the stores’ own keys', () => {
    const bookingKey = currentBookingSlot(() => new Date()).key;
    expect(marks({})).toEqual([]);
    expect(marks({ [providerSlot.key]: '{"v":1}' })).toEqual(['data-back-link']);
    expect(marks({ [bookingKey]: '{"v":1}' })).toEqual(['data-pending-booking']);
    expect(marks({ [providerSlot.key]: 'x', [bookingKey]: 'x' })).toEqual([
      'data-back-link',
      'data-pending-booking',
    ]);
  });

  it('leaves the document alone where storage is unavailable', () => {
    expect(marks('unavailable')).toEqual([]);
  });
});
