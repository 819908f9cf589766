import type { Post } from '@kurse/api-client';
import type { BlogLayout } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn } from '@kurse/ui';
import { SUBPAGE_CARD } from '../../provider';
import { PostPreview } from './PostPreview';

/** Props of {@link BlogList}. */
export interface BlogListProps {
  /** The provider's published posts, newest first. */
  posts: readonly Post[];
  /** The provider slug of the address. */
  slug: string;
  /** Domain `blogLayout(provider.template)`. */
  layout: BlogLayout;
}

const LIST: Record<BlogLayout, string> = {
  card: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  standard: 'flex flex-col gap-6',
  clean: 'flex max-w-3xl flex-col divide-y divide-border',
};

/**
 * The blog list in the provider's layout: card (tiles in a grid over the provider's colours),
 * standard (rows with images) or clean (text between rules), newest first; the empty message when
 * there are no posts. Spec: transactions §2 Blog.
 */
export function BlogList({ posts, slug, layout }: BlogListProps) {
  const { LL } = useI18n();
  if (posts.length === 0) {
    return <p className={cn('text-lg', layout === 'card' && SUBPAGE_CARD)}>{LL.blog.empty()}</p>;
  }
  return (
    <ul data-layout={layout} className={LIST[layout]}>
      {posts.map((post) => (
        <li
          key={post.id}
          className={cn(
            'flex min-w-0 flex-col [&>article]:flex-1',
            layout === 'clean' && 'py-6 first:pt-0',
          )}
        >
          <PostPreview post={post} slug={slug} layout={layout} />
        </li>
      ))}
    </ul>
  );
}
