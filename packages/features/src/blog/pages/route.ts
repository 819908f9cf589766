import type { Post, Provider } from '@kurse/api-client';
import {
  breadcrumbs,
  metaDescription,
  pathOfRoute,
  postStructuredData,
  previewImage,
} from '@kurse/domain';
import { htmlToText, statusOf, type Loaded, type RouteModule } from '../../core';
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
    const posts = await read(providerPostsRead(provider.data.id));
    return { status: statusOf(posts), data: { provider: provider.data } satisfies BlogLoaded };
  },
  head: (loaded, LL) => {
    if (loaded.status === 404) return { title: LL.errors.notFound.title() };
    const data = loaded.data as BlogLoaded | undefined;
    if (!data) return null;
    const provider = data.provider.name;
    return {
      title: LL.blog.pageTitle({ provider }),
      description: LL.blog.pageDescription({ provider }),
    };
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
    if (outcome.status === 'notFound') return { status: 404, data };
    return { status: post ? statusOf(post) : 200, data };
  },
  head: (loaded, LL, site) => {
    const data = loaded.data as BlogLoaded | undefined;
    if (data?.post?.status === 'notFound') return { title: LL.blog.notFound.title() };
    if (loaded.status === 404) return { title: LL.errors.notFound.title() };
    const post: Post | undefined = data?.post?.status === 'ready' ? data.post.post : undefined;
    if (!data || !post) return null;
    const { provider } = data;
    const at = (path: string | null) => (path === null ? '' : site.url(path));
    const providerUrl = at(pathOfRoute('provider', { slug: provider.slug }));
    const blogUrl = at(pathOfRoute('blog', { slug: provider.slug }));
    const url = at(pathOfRoute('post', { slug: provider.slug, id: post.slug }));
    const description = metaDescription(htmlToText(post.content));
    const image = previewImage(post.image);
    const logo = previewImage(provider.logo);
    return {
      title: post.title,
      description,
      image: image && site.url(image),
      structuredData: [
        postStructuredData({
          title: post.title,
          description,
          url,
          image: image && site.url(image),
          publishedAt: post.publishedAt,
          author: post.author?.fullName,
          publisher: { name: provider.name, url: providerUrl, logo: logo && site.url(logo) },
        }),
        breadcrumbs([
          { name: provider.name, url: providerUrl },
          { name: LL.blog.pageTitle({ provider: provider.name }), url: blogUrl },
          { name: post.title, url },
        ]),
      ],
    };
  },
} satisfies RouteModule;
