// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('separates blocks and collapses whitespace', () => {
    expect(
      htmlToText('<p>Erster  Absatz.</p><p>Zweiter<br>Satz.</p>\n<ul><li>a</li><li>b</li></ul>'),
    ).toBe('Erster Absatz. Zweiter Satz. a b');
  });

  it('keeps inline text together and runs nothing', () => {
    expect(
      htmlToText('<p>Wir <strong>turnen</strong>!<img src=x onerror="window.hit=1"></p>'),
    ).toBe('Wir turnen!');
    expect((window as unknown as { hit?: number }).hit).toBeUndefined();
  });

  it('gives an empty text for nothing', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('')).toBe('');
  });
});
