// @vitest-environment node
import { FIXTURES } from '@kurse/api-mock';
import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteModule } from '../core';
import { TEST_SITE, harness, loadContext } from '../core/test';
import { providerRead } from '../provider';
import { blogRoute, postRoute } from './pages/route';
import { postRead, providerPostsRead } from './posts';

const STANDARD = FIXTURES.providers.standardTemplate;
const POST = FIXTURES.posts.published;
const LL = messagesFor('de');

/** A route with its load and head. */
type LoadedRoute = Required<Pick<RouteModule, 'load' | 'head'>>;

beforeAll(() => loadCatalogues(['de']));

/** Loads `route` for the address's params over the demo backend; `fail` makes matching calls fail. */
async function load(route: LoadedRoute, params: Record<string, string>, fail?: RegExp) {
  const { api, mock } = harness();
  if (fail) {
    const answer = mock.fetch.bind(mock);
    mock.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input.url;
      return fail.test(url)
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answer(input, init);
    };
  }
  const { context, reads } = loadContext(api, params, new URLSearchParams());
  const loaded = await route.load(context);
  return { loaded, reads, head: route.head(loaded, LL, TEST_SITE) };
}

describe('the blog’s routes load their first screen (transactions §2 Blog, §3 Post)', () => {
  it('blog: the provider and its posts, titled "Blog von …" and described', async () => {
    const { loaded, reads, head } = await load(blogRoute, { slug: STANDARD.slug });
    expect(loaded.status).toBe(200);
    expect(reads.peek(providerRead(STANDARD.slug))).toMatchObject({ ok: true });
    expect(reads.peek(providerPostsRead(STANDARD.id))).toMatchObject({ ok: true });
    expect(head).toEqual({
      title: 'Blog von Schwimmschule Seepferdchen',
      description: 'Neuigkeiten, Tipps und Einblicke von Schwimmschule Seepferdchen.',
    });
    expect((await load(blogRoute, { slug: 'gibt-es-nicht' })).loaded.status).toBe(404);
    const failing = await load(blogRoute, { slug: STANDARD.slug }, /\/posts$/);
    expect(failing.loaded.status).toBe(503);
    expect(failing.reads.peek(providerPostsRead(STANDARD.id))).toMatchObject({ ok: false });
  });

  it('post: the post of the slug and the list beside it, titled with the post’s title', async () => {
    const { loaded, reads, head } = await load(postRoute, { slug: STANDARD.slug, id: POST.slug });
    expect(loaded.status).toBe(200);
    const post = reads.peek(postRead(STANDARD.id, POST.slug));
    expect(post).toMatchObject({ ok: true, data: { id: POST.id } });
    expect(reads.peek(providerPostsRead(STANDARD.id))).toMatchObject({ ok: true });
    expect(head).toMatchObject({ title: post?.ok ? post.data.title : '' });
  });

  it('post: the head describes the post as a schema.org BlogPosting in its trail', async () => {
    const { reads, head } = await load(postRoute, { slug: STANDARD.slug, id: POST.slug });
    const settled = reads.peek(postRead(STANDARD.id, POST.slug));
    const post = settled?.ok ? settled.data : undefined;
    const site = `https://kurse.example/${STANDARD.slug}`;
    const url = `${site}/blog/${POST.slug}`;
    expect(head?.description).toBeTruthy();
    expect(head?.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: post?.title,
        url,
        datePublished: post?.publishedAt,
        author: { '@type': 'Person', name: post?.author?.fullName },
        publisher: expect.objectContaining({ name: 'Schwimmschule Seepferdchen', url: site }),
      }),
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, item: site }),
          expect.objectContaining({ position: 2, item: `${site}/blog` }),
          expect.objectContaining({ position: 3, name: post?.title, item: url }),
        ],
      }),
    ]);
  });

  it('an unknown or scheduled post is a 404 with the blog’s not-found title; a failing backend is a 503', async () => {
    for (const id of ['gibt-es-nicht', FIXTURES.posts.scheduled.slug]) {
      const { loaded, head } = await load(postRoute, { slug: STANDARD.slug, id });
      expect(loaded.status).toBe(404);
      expect(head).toEqual({ title: LL.blog.notFound.title() });
    }
    const failing = await load(postRoute, { slug: STANDARD.slug, id: POST.slug }, /\/posts\/\w/);
    expect(failing.loaded.status).toBe(503);
    expect(failing.reads.peek(postRead(STANDARD.id, POST.slug))).toMatchObject({ ok: false });
  });
});
