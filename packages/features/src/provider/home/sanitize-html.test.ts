// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { looksLikeHtml, sanitizeHtml, sanitizeRichHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps basic formatting and lists', () => {
    const html =
      '<p>Wir <strong>turnen</strong> und <em>toben</em>.</p><ul><li>Trampolin</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and images', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hallo<script>alert(2)</script><img src=x onerror="alert(3)"></p>';
    expect(sanitizeHtml(dirty)).toBe('<p>Hallo</p>');
  });

  it('keeps the text of tags it does not allow', () => {
    expect(sanitizeHtml('<h1>Über uns</h1><div>Seit 2009</div>')).toBe('Über unsSeit 2009');
  });

  it('opens links in a new tab without access to our window', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_self">Website</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">Website</a>',
    );
  });

  it('keeps mail and phone links and removes other schemes', () => {
    expect(sanitizeHtml('<a href="mailto:a@b.de">Mail</a>')).toContain('href="mailto:a@b.de"');
    expect(sanitizeHtml('<a href="tel:+4930123">Tel</a>')).toContain('href="tel:+4930123"');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('href');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).not.toContain('href');
  });
});

describe('looksLikeHtml', () => {
  it('tells markup from plain text', () => {
    expect(looksLikeHtml('<p>Hallo</p>')).toBe(true);
    expect(looksLikeHtml('Hallo<br>Welt')).toBe(true);
    expect(looksLikeHtml('Kinder < 6 Jahre\n\nund Eltern > 18')).toBe(false);
    expect(looksLikeHtml('Zeile eins\nZeile zwei')).toBe(false);
  });
});

describe('sanitizeRichHtml (posts, terms, privacy policy)', () => {
  it('keeps section headings, quotes and images with their text', () => {
    const html =
      '<h2>Anmeldung</h2><blockquote>Zitat</blockquote><figure><img src="https://example.org/a.jpg" alt="Becken"><figcaption>Das Becken</figcaption></figure>';
    expect(sanitizeRichHtml(html)).toBe(
      '<h2>Anmeldung</h2><blockquote>Zitat</blockquote><figure><img src="https://example.org/a.jpg" alt="Becken" loading="lazy"><figcaption>Das Becken</figcaption></figure>',
    );
  });

  it('gives an image without text an empty alt, and drops images from other schemes', () => {
    expect(sanitizeRichHtml('<img src="https://example.org/a.jpg">')).toBe(
      '<img src="https://example.org/a.jpg" alt="" loading="lazy">',
    );
    expect(sanitizeRichHtml('<img src="javascript:alert(1)" onerror="alert(2)">')).not.toMatch(
      /javascript|onerror/,
    );
  });

  it('drops scripts, styles and a second page title, keeping its text', () => {
    expect(
      sanitizeRichHtml('<h1>Titel</h1><style>p{}</style><script>alert(1)</script><p>Text</p>'),
    ).toBe('Titel<p>Text</p>');
  });

  it('opens links in a new tab', () => {
    expect(sanitizeRichHtml('<a href="https://example.org">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
