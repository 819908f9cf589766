import { blogLayout } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn, LoadingOverlay } from '@kurse/ui';
import { useRef } from 'react';
import { BlogList, useHeadingFocus, useProviderPosts } from '../posts';
import { LoadFailedAlert } from '../../provider';
import { useDocumentTitle } from '../../core';
import type { ProviderData } from '../../provider';
import { ProviderSubpage, SUBPAGE_CARD } from '../../provider';
import { useStore } from '../../core';

/** Props of the blog pages: the route's parameters (`slug`, and `id` of a post). */
export interface BlogPageProps {
  params: Readonly<Record<string, string>>;
}

/**
 * The provider's blog `/{slug}/blog`: below the provider card the posts newest first in the
 * layout of the provider's template (card, standard, clean), each with a 250-character preview;
 * the empty message without posts, a retry when loading failed. Renders inside `ProviderScope`.
 * Spec: transactions §2 Blog, §7 GET /posts.
 */
export function BlogPage(_props: BlogPageProps) {
  const { current } = useStore('provider');
  return current ? <Blog provider={current} /> : null;
}

function Blog({ provider }: { provider: ProviderData }) {
  const { LL } = useI18n();
  const { load, retry } = useProviderPosts(provider.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const layout = blogLayout(provider.template);
  useDocumentTitle(LL.blog.pageTitle({ provider: provider.name }));
  useHeadingFocus(heading, provider.slug);
  return (
    <ProviderSubpage provider={provider} heading={LL.blog.title()} headingRef={heading}>
      {load.status === 'loading' && (
        <div className={cn('relative min-h-48', layout === 'card' && SUBPAGE_CARD)}>
          <LoadingOverlay text={LL.common.loading()} />
        </div>
      )}
      {load.status === 'failed' && <LoadFailedAlert onRetry={retry} />}
      {load.status === 'ready' && (
        <BlogList posts={load.posts} slug={provider.slug} layout={layout} />
      )}
    </ProviderSubpage>
  );
}
