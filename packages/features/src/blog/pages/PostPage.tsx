import type { Post } from '@kurse/api-client';
import { postNavigation, providerLayout } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn, Icon, Link, LoadingOverlay } from '@kurse/ui';
import { useEffect, useRef } from 'react';
import { useServices } from '../../core';
import {
  OtherPosts,
  PostArticle,
  PostPager,
  blogPath,
  useHeadingFocus,
  usePost,
  useProviderPosts,
} from '../posts';
import { useDocumentTitle } from '../../core';
import type { ProviderData } from '../../provider';
import { ProviderSubpage, SUBPAGE_CARD } from '../../provider';
import { useStore } from '../../core';
import { ErrorScreen } from '../../frame';
import type { BlogPageProps } from './BlogPage';

/**
 * A post of the provider's blog `/{slug}/blog/{id}` (id is the post slug), below the provider
 * card: the post with author, date and time, reading time and sanitised content, previous and next
 * links and the side list of other posts (from the blog list; left out when it cannot load). The
 * view pixel `b` fires for the post, at most once an hour. A loader meanwhile; an unknown or
 * unpublished post shows a not-found text with the way back to the blog; other failures the
 * generic error screen. Renders inside `ProviderScope`. Spec: transactions §2 Blog, §3 Post, §7
 * (tracking pixel), §9.
 */
export function PostPage({ params }: BlogPageProps) {
  const { current } = useStore('provider');
  return current ? <PostView provider={current} postSlug={params.id ?? ''} /> : null;
}

function PostView({ provider, postSlug }: { provider: ProviderData; postSlug: string }) {
  const load = usePost(provider.id, postSlug);
  const { track } = useServices();
  const postId = load.status === 'ready' ? load.post.id : null;
  useEffect(() => {
    if (postId !== null) track('b', postId);
  }, [postId, track]);
  switch (load.status) {
    case 'loading':
      return <PostLoading provider={provider} />;
    case 'notFound':
      return <PostNotFound provider={provider} />;
    case 'failed':
      return <ErrorScreen />;
    case 'ready':
      return <PostShown provider={provider} post={load.post} />;
  }
}

function PostLoading({ provider }: { provider: ProviderData }) {
  const { LL } = useI18n();
  const card = providerLayout(provider.template) === 'card';
  useDocumentTitle(LL.common.loading());
  return (
    <ProviderSubpage provider={provider}>
      <div className={cn('relative min-h-64', card && SUBPAGE_CARD)}>
        <LoadingOverlay text={LL.common.loading()} />
      </div>
    </ProviderSubpage>
  );
}

function PostNotFound({ provider }: { provider: ProviderData }) {
  const { LL } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const card = providerLayout(provider.template) === 'card';
  useDocumentTitle(LL.blog.notFound.title());
  useHeadingFocus(heading, 'notFound');
  return (
    <ProviderSubpage provider={provider}>
      <section className={cn('flex max-w-prose flex-col gap-4', card && SUBPAGE_CARD)}>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {LL.blog.notFound.title()}
        </h1>
        <p>{LL.blog.notFound.text()}</p>
        <Link
          href={blogPath(provider.slug)}
          variant="inline"
          className="inline-flex items-center gap-1 self-start"
        >
          <Icon name="chevronLeft" />
          {LL.blog.allPosts()}
        </Link>
      </section>
    </ProviderSubpage>
  );
}

function PostShown({ provider, post }: { provider: ProviderData; post: Post }) {
  const { load: list } = useProviderPosts(provider.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const card = providerLayout(provider.template) === 'card';
  useDocumentTitle(post.title);
  useHeadingFocus(heading, post.slug);
  const nav = list.status === 'ready' ? postNavigation(list.posts, post.slug) : null;
  const side = nav !== null && nav.others.length > 0;
  return (
    <ProviderSubpage provider={provider}>
      <div className={cn('grid items-start gap-8', side && 'lg:grid-cols-[minmax(0,1fr)_18rem]')}>
        <div className={cn('flex min-w-0 flex-col gap-10', card && SUBPAGE_CARD)}>
          <PostArticle post={post} slug={provider.slug} headingRef={heading} />
          {nav && <PostPager previous={nav.previous} next={nav.next} slug={provider.slug} />}
        </div>
        {side && (
          <OtherPosts
            posts={nav.others}
            slug={provider.slug}
            className={card ? SUBPAGE_CARD : 'rounded-xl border border-border bg-surface p-5'}
          />
        )}
      </div>
    </ProviderSubpage>
  );
}
