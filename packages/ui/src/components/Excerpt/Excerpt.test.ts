import {
  BREAKPOINTS,
  EXCERPT_WIDE_ABOVE,
  TEXT_LIMITS,
  courseExcerptLength,
  eventDescriptionLength,
  truncate,
} from '@kurse/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Excerpt, type ExcerptProps } from './Excerpt';

const TEXT = 'Wir bringen Kindern ab dem Babyalter das Schwimmen bei, in kleinen Gruppen. '.repeat(
  4,
);
const html = (props: ExcerptProps) => renderToStaticMarkup(createElement(Excerpt, props));
const cut = (slot: 'narrow' | 'wide', hidden: string, length: number) =>
  `<span data-excerpt="${slot}" class="${hidden}">${truncate(TEXT, length)}</span>`;

describe('an excerpt whose length follows the window (discovery §9, transactions §2)', () => {
  it('switches a card’s cut by CSS exactly where the domain’s width rule does', () => {
    const wideFrom = EXCERPT_WIDE_ABOVE + 1;
    expect(courseExcerptLength(wideFrom)).toBe(140);
    expect(courseExcerptLength(EXCERPT_WIDE_ABOVE)).toBe(80);
    const markup = html({ text: TEXT, length: TEXT_LIMITS.courseExcerpt });
    expect(markup).toContain(cut('narrow', `min-[${wideFrom}px]:hidden`, 80));
    expect(markup).toContain(cut('wide', `max-[${wideFrom}px]:hidden`, 140));
  });

  it('switches the event description at the sm breakpoint (576 px), as its rule does', () => {
    expect(eventDescriptionLength(BREAKPOINTS.sm)).toBe(240);
    expect(eventDescriptionLength(BREAKPOINTS.sm - 1)).toBe(140);
    const markup = html({ text: TEXT, length: TEXT_LIMITS.eventDescription, wideFrom: 'sm' });
    expect(markup).toContain(cut('narrow', 'sm:hidden', 140));
    expect(markup).toContain(cut('wide', 'max-sm:hidden', 240));
  });

  it('writes one cut when both are the same or a single length is given', () => {
    expect(html({ text: 'Kurz und gut.', length: TEXT_LIMITS.courseExcerpt })).toBe(
      '<p data-slot="excerpt" class="text-sm">Kurz und gut.</p>',
    );
    expect(html({ text: TEXT, length: 80, className: 'text-muted-foreground' })).toBe(
      `<p data-slot="excerpt" class="text-muted-foreground">${truncate(TEXT, 80)}</p>`,
    );
  });

  it('writes nothing for a missing text', () => {
    expect(html({ text: '', length: TEXT_LIMITS.courseExcerpt })).toBe('');
    expect(html({ text: null, length: 80 })).toBe('');
  });
});
