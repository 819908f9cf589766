import { describe, expect, it } from 'vitest';
import { isLocaleLoaded, loadLocale, messagesFor } from './load';

describe('catalogue loading', () => {
  it('has German at once and English after loading it', async () => {
    expect(isLocaleLoaded('de')).toBe(true);
    expect(messagesFor('en').ui.overlays.close()).toBe('Schließen');
    await loadLocale('en');
    expect(isLocaleLoaded('en')).toBe(true);
    expect(messagesFor('en').ui.overlays.close()).toBe('Close');
    expect(messagesFor('de').ui.forms.counter({ count: 3, max: 500 })).toBe('3 von 500 Zeichen');
  });
});
