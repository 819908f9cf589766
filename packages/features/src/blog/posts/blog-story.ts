/**
 * Story helpers of the blog: the seed's providers and posts by what they show, and a setup that
 * loads a provider's posts through the API (as the blog list does) for component stories.
 */
import type { Post } from '@kurse/api-client';
import { kurseOf, storySetup, type StoryKurse } from '../../core/test';

type MockApi = StoryKurse['mock'];

/** Seed providers by blog: standard template (4 posts, one scheduled), clean, card, card and empty. */
export const BLOG_PROVIDERS = {
  standard: { id: 1, slug: 'schwimmschule-seepferdchen', name: 'Schwimmschule Seepferdchen' },
  clean: { id: 6, slug: 'yogamama-muenchen', name: 'YogaMama München' },
  /** Card template, 2 posts, one titled over 50 characters. */
  card: { id: 11, slug: 'familienzentrum-sonnenschein', name: 'Familienzentrum Sonnenschein' },
  /** Card template without posts. */
  cardEmpty: { id: 2, slug: 'hopsala-kinderturnen', name: 'Hopsala Kinderturnen' },
} as const;

/** Posts of the standard provider, newest first at the story clock (604 is scheduled). */
export const SWIM_POSTS = {
  newest: { id: 603, slug: 'schwimmbrille-ja-oder-nein', title: 'Schwimmbrille: ja oder nein?' },
  middle: {
    id: 602,
    slug: 'neues-lehrschwimmbecken-in-neukoelln',
    title: 'Neu: Kurse im Stadtbad Neukölln',
  },
  oldest: {
    id: 601,
    slug: 'wann-ist-mein-kind-bereit-fuers-seepferdchen',
    title: 'Wann ist mein Kind bereit fürs Seepferdchen?',
  },
  scheduled: { id: 604, slug: 'unser-team-stellt-sich-vor' },
} as const;

/** Gives a seed provider another template (to see one blog in each layout). */
export function setTemplate(
  mock: MockApi,
  providerId: number,
  template: 'card' | 'standard' | 'clean',
) {
  const record = mock.db.providers.find((p) => p.provider.id === providerId);
  if (!record) throw new Error(`The seed has no provider ${providerId}.`);
  record.provider.template = template;
}

const loaded = new WeakMap<StoryKurse, Post[]>();

/** Story setup: lets `change` adjust the seed, then loads the provider's posts. */
export const withPosts = (providerId: number, change?: (mock: MockApi) => void) =>
  storySetup(async (kurse) => {
    change?.(kurse.mock);
    const result = await kurse.services.api.GET('/providers/{id}/posts', {
      params: { path: { id: String(providerId) } },
    });
    if (!result.ok) throw new Error(`The posts of provider ${providerId} did not load.`);
    loaded.set(kurse, result.data.posts);
  });

/** The posts a story's setup loaded. */
export function postsOf(context: { loaded: Record<string, unknown> }): Post[] {
  return loaded.get(kurseOf(context)) ?? [];
}
