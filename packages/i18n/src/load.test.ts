import { describe, expect, it } from 'vitest';
import { LAZY_NAMESPACES, isLocaleLoaded, isNamespaceLoaded, messagesFor } from './load';

// The setup file has loaded both whole catalogues (src/test/setup.ts).
describe('catalogue loading', () => {
  it('has both locales and every namespace after loadCatalogues', () => {
    expect(isLocaleLoaded('de')).toBe(true);
    expect(isLocaleLoaded('en')).toBe(true);
    for (const namespace of LAZY_NAMESPACES) {
      expect(isNamespaceLoaded('de', namespace)).toBe(true);
      expect(isNamespaceLoaded('en', namespace)).toBe(true);
    }
    expect(messagesFor('en').ui.overlays.close()).toBe('Close');
    expect(messagesFor('de').ui.forms.counter({ count: 3, max: 500 })).toBe('3 von 500 Zeichen');
  });
});
