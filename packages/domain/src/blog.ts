/**
 * The provider blog: a post's neighbours and the side list of other posts. Spec: transactions §2
 * Blog. Preview and side-list lengths are `TEXT_LIMITS.blogPreview` / `blogSideListTitle` (text.ts),
 * the reading-time label is `readingTime` (locale.ts).
 */

/** A layout of the blog list and posts. Spec: transactions §2 Blog. */
export type BlogLayout = 'card' | 'standard' | 'clean';

/**
 * The blog's layout from the provider template: card, standard or clean, each its own (unlike the
 * provider page, where clean shares the standard layout). Spec: transactions §2 Blog ("three
 * layouts follow the provider template"). Unknown or missing templates get the default, standard.
 */
export function blogLayout(template: string | null | undefined): BlogLayout {
  return template === 'card' || template === 'clean' ? template : 'standard';
}

/**
 * How many other posts the side list of a post shows at most, newest first. Spec: transactions §2
 * Blog (a side list of other posts; the spec gives no count, so a short list that fits beside a
 * post: the whole blog is one link away).
 */
export const BLOG_SIDE_LIST_COUNT = 5;

/** What a post page links to besides itself. Spec: transactions §2 Blog. */
export interface PostNavigation<P> {
  /** The post published before this one (older), or null for the oldest. */
  previous: P | null;
  /** The post published after this one (newer), or null for the newest. */
  next: P | null;
  /** Other posts for the side list: newest first, without this one, at most `BLOG_SIDE_LIST_COUNT`. */
  others: P[];
}

/**
 * Previous and next links and the side list of a post, from the provider's posts newest first (as
 * the blog list loads them). Spec: transactions §2 Blog. Previous is the older neighbour, next the
 * newer one (reading order of a blog: "previous" goes back in time). Slugs compare
 * case-insensitively, as the address does; a post missing from the list has no neighbours and
 * every post (up to the count) is "other".
 */
export function postNavigation<P extends { slug: string }>(
  posts: readonly P[],
  slug: string,
  count: number = BLOG_SIDE_LIST_COUNT,
): PostNavigation<P> {
  const key = slug.toLowerCase();
  const index = posts.findIndex((post) => post.slug.toLowerCase() === key);
  const others = posts.filter((_, i) => i !== index).slice(0, Math.max(0, count));
  if (index < 0) return { previous: null, next: null, others };
  return {
    previous: posts[index + 1] ?? null,
    next: index > 0 ? (posts[index - 1] ?? null) : null,
    others,
  };
}
