import { EXCERPT_WIDE_ABOVE, courseExcerptLength, truncate } from '@kurse/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Excerpt, type ExcerptLength } from './Excerpt';

const TEXT = 'Wir bringen Kindern ab dem Babyalter das Schwimmen bei, in kleinen Gruppen. '.repeat(
  3,
);
const html = (text: string, length: ExcerptLength) =>
  renderToStaticMarkup(createElement(Excerpt, { text, length }));

describe('a card’s excerpt (discovery §9)', () => {
  it('switches its cut by CSS exactly where the domain’s width rule does', () => {
    const wideFrom = EXCERPT_WIDE_ABOVE + 1;
    // The domain rule: wide above 500 px.
    expect(courseExcerptLength(wideFrom)).toBe(140);
    expect(courseExcerptLength(EXCERPT_WIDE_ABOVE)).toBe(80);
    const markup = html(TEXT, { narrow: 80, wide: 140 });
    expect(markup).toContain(
      `<span data-excerpt="narrow" class="min-[${wideFrom}px]:hidden">${truncate(TEXT, 80)}</span>`,
    );
    expect(markup).toContain(
      `<span data-excerpt="wide" class="max-[${wideFrom}px]:hidden">${truncate(TEXT, 140)}</span>`,
    );
  });

  it('writes one cut when both are the same or a single length is given', () => {
    expect(html('Kurz und gut.', { narrow: 80, wide: 140 })).toBe(
      '<p class="text-sm">Kurz und gut.</p>',
    );
    expect(html(TEXT, 80)).toBe(`<p class="text-sm">${truncate(TEXT, 80)}</p>`);
  });

  it('writes nothing for a missing text', () => {
    expect(html('', { narrow: 80, wide: 140 })).toBe('');
    expect(html('', 80)).toBe('');
  });
});
