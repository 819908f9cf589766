import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module graph per test: nothing loaded, unlike the setup file's whole catalogues.
const fresh = async () => {
  vi.resetModules();
  return import('./load');
};

describe('loading the catalogue in parts', () => {
  let load: Awaited<ReturnType<typeof fresh>>;
  beforeEach(async () => {
    load = await fresh();
  });

  it('loads nothing before it is asked, and says what is missing', () => {
    expect(load.isLocaleLoaded('de')).toBe(false);
    expect(() => load.messagesFor('de').common).toThrow("await loadLocale('de')");
  });

  it('loads the core with the locale and the other namespaces on demand', async () => {
    await load.loadLocale('de');
    expect(load.messagesFor('de').common.brand()).toBe('Kurse');
    expect(load.isNamespaceLoaded('de', 'course')).toBe(false);
    expect(() => load.messagesFor('de').course).toThrow(`await loadNamespaces(['course'])`);

    await load.loadNamespaces(['course']);
    expect(load.isNamespaceLoaded('de', 'course')).toBe(true);
    expect(typeof load.messagesFor('de').course).toBe('function');
    expect(load.isNamespaceLoaded('de', 'booking')).toBe(false);
  });

  it('shows German while another locale loads, then that locale with the namespaces asked for', async () => {
    await load.loadLocale('de');
    await load.loadNamespaces(['search']);
    expect(load.messagesFor('en').common.tagline()).toBe('Kurse einfach machen');

    await load.loadLocale('en');
    expect(load.messagesFor('en').common.tagline()).toBe('Making courses simple');
    expect(load.isNamespaceLoaded('en', 'search')).toBe(true);
    expect(load.isNamespaceLoaded('en', 'rooms')).toBe(false);
  });

  it('hands a page’s texts from the server to the browser, which then fetches none of them', async () => {
    await load.loadLocale('de');
    await load.loadNamespaces(['course', 'booking']);
    const sent = JSON.parse(JSON.stringify(load.pageTexts('de', ['course']))) as object;
    expect(Object.keys(sent)).toContain('course');
    expect(Object.keys(sent)).toContain('common');
    expect(Object.keys(sent)).not.toContain('booking');

    // The browser: a fresh module graph whose catalogue files cannot be fetched.
    const unreachable = () => {
      throw new Error('fetched');
    };
    vi.doMock('./catalogue/de/core', unreachable);
    vi.doMock('./texts/de/course', unreachable);
    try {
      const browser = await fresh();
      browser.provideTexts('de', sent);
      await browser.loadLocale('de');
      await browser.loadNamespaces(['course']);
      expect(browser.messagesFor('de').common.brand()).toBe('Kurse');
      expect(browser.isNamespaceLoaded('de', 'course')).toBe(true);
      expect(browser.isNamespaceLoaded('de', 'booking')).toBe(false);
    } finally {
      vi.doUnmock('./catalogue/de/core');
      vi.doUnmock('./texts/de/course');
    }
  });

  it('loads the whole catalogues for tools and Storybook', async () => {
    await load.loadCatalogues();
    for (const namespace of load.LAZY_NAMESPACES) {
      expect(load.isNamespaceLoaded('de', namespace)).toBe(true);
      expect(load.isNamespaceLoaded('en', namespace)).toBe(true);
    }
  });
});
