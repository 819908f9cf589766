import type { Post, Provider } from '@kurse/api-client';
import { statusOf, type Loaded, type RouteModule } from '../../core';
import { providerRead } from '../../provider';
import { postOutcome, postRead, providerPostsRead, type PostLoad } from '../posts';
import { BlogPage, PostPage, namespaces } from '.';

/** What the blog routes load: the provider, and on a post page the post's outcome. */
interface BlogLoaded {
  provider: Provider;
  post?: PostLoad;
}

/**
 * The route of `blog`: reads the provider of the slug (as the provider scope does), then its
 * posts. Titled "Blog von …". Spec: transactions §2 Blog.
 */
export const blogRoute = {
  namespaces,
  Page: BlogPage,
  async load({ params, read }): Promise<Loaded> {
    const provider = await read(providerRead(params.slug ?? ''));
    if (!provider.ok) return { status: statusOf(provider) };
    await read(providerPostsRead(provider.data.id));
    return { status: 200, data: { provider: provider.data } satisfies BlogLoaded };
  },
  head: (loaded, LL) => {
    if (loaded.status === 404) return { title: LL.errors.notFound.title() };
    const data = loaded.data as BlogLoaded | undefined;
    return data ? { title: LL.blog.pageTitle({ provider: data.provider.name }) } : null;
  },
} satisfies RouteModule;

/**
 * The route of `post`: reads the provider of the slug, then the post of the address and the
 * provider's posts (its neighbours and side list). An unknown or unpublished post is a 404 titled
 * as the page's not-found text. Spec: transactions §2 Blog, §3 Post.
 */
export const postRoute = {
  namespaces,
  Page: PostPage,
  async load({ params, read }): Promise<Loaded> {
    const provider = await read(providerRead(params.slug ?? ''));
    if (!provider.ok) return { status: statusOf(provider) };
    const slug = params.id ?? '';
    const [post] = await Promise.all([
      slug.trim() === '' ? null : read(postRead(provider.data.id, slug)),
      read(providerPostsRead(provider.data.id)),
    ]);
    const outcome: PostLoad = post ? postOutcome(post) : { status: 'notFound' };
    const data: BlogLoaded = { provider: provider.data, post: outcome };
    return { status: outcome.status === 'notFound' ? 404 : 200, data };
  },
  head: (loaded, LL) => {
    const data = loaded.data as BlogLoaded | undefined;
    if (data?.post?.status === 'notFound') return { title: LL.blog.notFound.title() };
    if (loaded.status === 404) return { title: LL.errors.notFound.title() };
    const post: Post | undefined = data?.post?.status === 'ready' ? data.post.post : undefined;
    return post ? { title: post.title } : null;
  },
} satisfies RouteModule;
