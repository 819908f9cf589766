import type { Post } from '@kurse/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { postListShape } from '../../core';

/** A provider's published posts as loaded so far, newest first. */
export type PostsLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; posts: readonly Post[] };

/**
 * Loads a provider's published posts, newest first (`GET /providers/{id}/posts`; the spec names
 * only `GET /posts`, which answers the same list); `retry` loads again after a failure. For the
 * blog list and a post's neighbours and side list. Spec: transactions §2 Blog, §7 GET /posts.
 */
export function useProviderPosts(providerId: number): { load: PostsLoad; retry: () => void } {
  const { api } = useServices();
  const [state, setState] = useState<{ id: number; load: PostsLoad }>({
    id: providerId,
    load: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ id: providerId, load: { status: 'loading' } });
    void api
      .GET('/providers/{id}/posts', {
        params: { path: { id: String(providerId) } },
        signal: controller.signal,
      })
      .then(checked(postListShape))
      .then((result) => {
        if (result.ok)
          setState({ id: providerId, load: { status: 'ready', posts: result.data.posts } });
        else if (result.error.kind !== 'cancelled')
          setState({ id: providerId, load: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [api, providerId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load: state.id === providerId ? state.load : { status: 'loading' }, retry };
}
