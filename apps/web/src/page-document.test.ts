// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentParts, escapeHtml, headTags } from './page-document';
import { requestLocale } from './request-locale';
import { readServedState } from './served-state';

const TEMPLATE =
  '<!doctype html><html lang="de"><head><title>Kurse</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('the server-rendered document', () => {
  it('names the page in the head, escaped, with absolute URLs', () => {
    const tags = headTags(
      {
        title: 'Kochen & Backen <für Kinder>',
        description: 'Mit "Spaß"',
        canonical: '/kleine-koeche/courses/1',
        image: '/assets/kurs.webp',
      },
      'https://kurse.example',
    );
    expect(tags).toContain('<title>Kochen &amp; Backen &lt;für Kinder&gt;</title>');
    expect(tags).toContain('<meta name="description" content="Mit &quot;Spaß&quot;">');
    expect(tags).toContain(
      '<link rel="canonical" href="https://kurse.example/kleine-koeche/courses/1">',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://kurse.example/assets/kurs.webp">',
    );
    expect(escapeHtml('<script>')).toBe('&lt;script&gt;');
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
      { title: 'Blog' },
      'https://kurse.example',
    );
    expect(before).toBe(
      '<!doctype html><html lang="en"><head><title>Blog</title><meta property="og:title" content="Blog"></head><body><div id="root">',
    );
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
