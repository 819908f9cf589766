import type { Post } from '@kurse/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { postShape } from '../../core';

/** Outcome of loading the post of a post page. */
export type PostLoad =
  | { status: 'loading' }
  | { status: 'ready'; post: Post }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * Loads a provider's post by its slug (`GET /providers/{id}/posts/{postId}`, the post slug of the
 * address). A 404 (unknown or not yet published) is not found, any other failure failed; a new
 * slug shows loading until its post arrives. Spec: transactions §2 Route table (id is the post
 * slug), Blog, §3 Post.
 */
export function usePost(providerId: number, postSlug: string): PostLoad {
  const { api } = useServices();
  const key = `${providerId}/${postSlug}`;
  const [state, setState] = useState<{ key: string; load: PostLoad }>({
    key,
    load: { status: 'loading' },
  });

  useEffect(() => {
    if (postSlug.trim() === '') return;
    const controller = new AbortController();
    void api
      .GET('/providers/{id}/posts/{postId}', {
        params: { path: { id: String(providerId), postId: postSlug } },
        signal: controller.signal,
      })
      .then(checked(postShape))
      .then((result) => {
        if (result.ok) setState({ key, load: { status: 'ready', post: result.data } });
        else if (result.error.kind !== 'cancelled') {
          setState({ key, load: { status: result.error.status === 404 ? 'notFound' : 'failed' } });
        }
      });
    return () => controller.abort();
  }, [api, providerId, postSlug, key]);

  if (postSlug.trim() === '') return { status: 'notFound' };
  return state.key === key ? state.load : { status: 'loading' };
}
