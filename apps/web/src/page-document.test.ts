// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentParts, escapeHtml, headTags } from './page-document';
import { requestLocale } from './request-locale';
import { readServedState } from './served-state';

const TEMPLATE =
  '<!doctype html><html lang="de"><head><title>Kurse</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('the server-rendered document', () => {
  it('names the page in the head, escaped: description, canonical, preview and JSON-LD', () => {
    const tags = headTags({
      head: {
        title: 'Kochen & Backen <für Kinder>',
        description: 'Mit "Spaß"',
        canonical: 'https://kurse.example/kleine-koeche/courses/1',
        image: 'https://kurse.example/assets/kurs.webp',
        structuredData: [{ '@type': 'Course', name: '</script><script>alert(1)</script>' }],
      },
      indexed: true,
      locale: 'de',
      siteName: 'Kurse',
    });
    expect(tags).toContain('<title>Kochen &amp; Backen &lt;für Kinder&gt; – Kurse</title>');
    expect(tags).toContain(
      '<meta property="og:title" content="Kochen &amp; Backen &lt;für Kinder&gt;">',
    );
    expect(tags).toContain('<meta name="description" content="Mit &quot;Spaß&quot;">');
    expect(tags).toContain(
      '<link rel="canonical" href="https://kurse.example/kleine-koeche/courses/1">',
    );
    expect(tags).toContain(
      '<meta property="og:url" content="https://kurse.example/kleine-koeche/courses/1">',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://kurse.example/assets/kurs.webp">',
    );
    expect(tags).toContain('<meta property="og:locale" content="de_DE">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).not.toContain('noindex');
    // The JSON-LD is one script no text of the API can end early, and reads back as given.
    const scripts = [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.[1] ?? '')).toEqual({
      '@type': 'Course',
      name: '</script><script>alert(1)</script>',
    });
    expect(escapeHtml('<script>')).toBe('&lt;script&gt;');
  });

  it('tells search engines not to index a page that is not for their index', () => {
    const tags = headTags({
      head: { title: 'Suche' },
      indexed: false,
      locale: 'en',
      siteName: 'Kurse',
    });
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).toContain('<meta property="og:locale" content="en_GB">');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags).not.toContain('canonical');
  });

  it('sets the language, replaces the title and carries the state no text can break out of', () => {
    const reads = {
      '/posts/1': {
        ok: true as const,
        data: { body: '</script><script>alert(1)</script>' },
        at: 0,
      },
    };
    const { before, after } = documentParts(
      TEMPLATE,
      { locale: 'en', reads },
      { head: { title: 'Blog' }, indexed: true, siteName: 'Kurse' },
    );
    expect(before).toMatch(/^<!doctype html><html lang="en"><head><title>Blog – Kurse<\/title>/);
    expect(before).not.toContain('<title>Kurse</title>');
    expect(before.endsWith('</head><body><div id="root">')).toBe(true);
    expect(after).not.toContain('</script><script>');
    expect(after.endsWith('</body></html>')).toBe(true);
    // The client reads back exactly what the server served.
    document.body.innerHTML = after.replace('</div>', '').replace('</body></html>', '');
    expect(readServedState(document)).toEqual({ locale: 'en', reads });
  });
});

describe('the request’s language (discovery §1)', () => {
  it('takes the toggle’s cookie first, then the first language the browser asks for', () => {
    expect(requestLocale('a=1; kurse.locale=en', 'de-DE,de;q=0.9')).toBe('en');
    expect(requestLocale('kurse.locale=fr', 'de-DE')).toBe('de');
    expect(requestLocale(undefined, 'en-GB,de;q=0.8')).toBe('en');
    expect(requestLocale(undefined, 'de-AT,en;q=0.5')).toBe('de');
    expect(requestLocale(undefined, undefined)).toBe('de');
  });
});
