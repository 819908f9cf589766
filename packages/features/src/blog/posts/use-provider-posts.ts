import type { Post, PostList } from '@kurse/api-client';
import { postListShape, useRead, type Read } from '../../core';

/** A provider's published posts as loaded so far, newest first. */
export type PostsLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; posts: readonly Post[] };

/**
 * The read of a provider's published posts, newest first (`GET /providers/{id}/posts`; the spec
 * names only `GET /posts`, which answers the same list). Spec: transactions §2 Blog, §7 GET /posts.
 */
export const providerPostsRead = (providerId: number): Read<PostList> => ({
  key: `/providers/${providerId}/posts`,
  fetch: (api, signal) =>
    api.GET('/providers/{id}/posts', { params: { path: { id: String(providerId) } }, signal }),
  shape: postListShape,
});

const noRetry = () => {};

/**
 * Loads a provider's published posts ({@link providerPostsRead}); `retry` loads again after a
 * failure. For the blog list and a post's neighbours and side list. Spec: transactions §2 Blog.
 */
export function useProviderPosts(providerId: number): { load: PostsLoad; retry: () => void } {
  const read = useRead(providerPostsRead(providerId));
  if (read.status === 'ready')
    return { load: { status: 'ready', posts: read.data.posts }, retry: noRetry };
  if (read.status === 'failed') return { load: { status: 'failed' }, retry: read.retry };
  return { load: read, retry: noRetry };
}
