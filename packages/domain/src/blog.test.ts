import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOG_SIDE_LIST_COUNT, blogLayout, postNavigation } from './blog';

// Newest first, as the blog list loads them.
const posts = ['sieben', 'sechs', 'fuenf', 'vier', 'drei', 'zwei', 'eins'].map((slug) => ({
  slug,
}));

describe('postNavigation (transactions §2 Blog)', () => {
  it('links the older post as previous and the newer one as next', () => {
    const nav = postNavigation(posts, 'vier');
    expect(nav.previous).toEqual({ slug: 'drei' });
    expect(nav.next).toEqual({ slug: 'fuenf' });
  });

  it('has no next for the newest post and no previous for the oldest', () => {
    expect(postNavigation(posts, 'sieben')).toMatchObject({
      next: null,
      previous: { slug: 'sechs' },
    });
    expect(postNavigation(posts, 'eins')).toMatchObject({ previous: null, next: { slug: 'zwei' } });
  });

  it('lists the other posts newest first, without this one, at most five', () => {
    expect(BLOG_SIDE_LIST_COUNT).toBe(5);
    expect(postNavigation(posts, 'sieben').others.map((p) => p.slug)).toEqual([
      'sechs',
      'fuenf',
      'vier',
      'drei',
      'zwei',
    ]);
    expect(postNavigation(posts, 'fuenf').others.map((p) => p.slug)).toEqual([
      'sieben',
      'sechs',
      'vier',
      'drei',
      'zwei',
    ]);
    expect(postNavigation(posts, 'fuenf', 2).others.map((p) => p.slug)).toEqual([
      'sieben',
      'sechs',
    ]);
  });

  it('finds the post whatever the case of the address', () => {
    expect(postNavigation(posts, 'VIER').previous).toEqual({ slug: 'drei' });
  });

  it('gives a single post neither neighbours nor others', () => {
    expect(postNavigation([{ slug: 'eins' }], 'eins')).toEqual({
      previous: null,
      next: null,
      others: [],
    });
  });

  it('gives a post missing from the list no neighbours, and others from the top', () => {
    const nav = postNavigation(posts, 'unbekannt');
    expect(nav.previous).toBeNull();
    expect(nav.next).toBeNull();
    expect(nav.others).toHaveLength(5);
    expect(nav.others[0]).toEqual({ slug: 'sieben' });
    expect(postNavigation(posts, 'unbekannt', -1).others).toEqual([]);
  });

  it('never lists the post itself and keeps neighbours adjacent', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (slugs, pick) => {
          const list = slugs.map((slug) => ({ slug }));
          const i = pick % list.length;
          const slug = slugs[i] as string;
          const nav = postNavigation(list, slug);
          expect(nav.others.some((p) => p.slug === slug)).toBe(false);
          expect(nav.others.length).toBe(Math.min(BLOG_SIDE_LIST_COUNT, list.length - 1));
          expect(nav.previous).toBe(list[i + 1] ?? null);
          expect(nav.next).toBe(i > 0 ? list[i - 1] : null);
        },
      ),
    );
  });
});

describe('blogLayout (transactions §2 Blog)', () => {
  it('follows the three templates, standard by default', () => {
    expect(blogLayout('card')).toBe('card');
    expect(blogLayout('clean')).toBe('clean');
    expect(blogLayout('standard')).toBe('standard');
    expect(blogLayout('other')).toBe('standard');
    expect(blogLayout(null)).toBe('standard');
    expect(blogLayout(undefined)).toBe('standard');
  });
});
