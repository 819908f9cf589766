/** Blog posts of a provider (transactions §2 Blog, §7). */
import { findProvider, publishedPosts } from '../db/lookup';
import { notFound, ok } from '../http/replies';
import { route } from '../http/route';

/** Routes of the blog. */
export const postRoutes = [
  route('listProviderPosts', '/providers/{id}/posts', 'get', ({ ctx, params }) => {
    const record = findProvider(ctx.db, params.id);
    if (!record) return notFound('Provider not found');
    return ok({ posts: publishedPosts(ctx.db, record.provider.id, ctx.now()) });
  }),
  route('getProviderPost', '/providers/{id}/posts/{postId}', 'get', ({ ctx, params }) => {
    const record = findProvider(ctx.db, params.id);
    if (!record) return notFound('Provider not found');
    const posts = publishedPosts(ctx.db, record.provider.id, ctx.now());
    const slug = params.postId.toLowerCase();
    const post = posts.find((p) => p.slug.toLowerCase() === slug || String(p.id) === slug);
    return post ? ok(post) : notFound('Post not found');
  }),
  route('listPosts', '/posts', 'get', ({ ctx, query }) => {
    const record = findProvider(ctx.db, query.get('provider_id'));
    if (!record) return notFound('Provider not found');
    return ok({ posts: publishedPosts(ctx.db, record.provider.id, ctx.now()) });
  }),
];
