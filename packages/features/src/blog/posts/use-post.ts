import type { Post } from '@kurse/api-client';
import { postShape, useRead, type Read, type Settled } from '../../core';

/** Outcome of loading the post of a post page. */
export type PostLoad =
  | { status: 'loading' }
  | { status: 'ready'; post: Post }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * The read of a provider's post by its slug (`GET /providers/{id}/posts/{postId}`, the post slug
 * of the address). Spec: transactions §2 Route table (id is the post slug), Blog, §3 Post.
 */
export const postRead = (providerId: number, postSlug: string): Read<Post> => ({
  key: `/providers/${providerId}/posts/${encodeURIComponent(postSlug)}`,
  fetch: (api, signal) =>
    api.GET('/providers/{id}/posts/{postId}', {
      params: { path: { id: String(providerId), postId: postSlug } },
      signal,
    }),
  shape: postShape,
});

/** What a post's answer means: a 404 (unknown or not yet published) is not found, any other failure failed. */
export const postOutcome = (settled: Settled<Post>): PostLoad =>
  settled.ok
    ? { status: 'ready', post: settled.data }
    : { status: settled.error.status === 404 ? 'notFound' : 'failed' };

/**
 * Loads a provider's post by its slug ({@link postRead}, {@link postOutcome}); an empty slug is
 * not found; a new slug shows loading until its post arrives. Spec: transactions §2 Blog, §3 Post.
 */
export function usePost(providerId: number, postSlug: string): PostLoad {
  const blank = postSlug.trim() === '';
  const read = useRead(blank ? null : postRead(providerId, postSlug));
  if (blank) return { status: 'notFound' };
  if (read.status === 'loading') return read;
  if (read.status === 'failed') return postOutcome({ ok: false, error: read.error, at: 0 });
  return postOutcome({ ok: true, data: read.data, at: 0 });
}
