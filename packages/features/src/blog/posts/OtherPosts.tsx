import type { Post } from '@kurse/api-client';
import { TEXT_LIMITS, truncate } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { cn, Link } from '@kurse/ui';
import { useId } from 'react';
import { postPath } from './paths';

/** Props of {@link OtherPosts}. */
export interface OtherPostsProps {
  /** Domain `postNavigation(...).others`: newest first, without the post shown. */
  posts: readonly Pick<Post, 'id' | 'slug' | 'title' | 'publishedAt'>[];
  /** The provider slug of the address. */
  slug: string;
  /** Extra classes (the card surface on the card template). @default undefined */
  className?: string;
}

/**
 * The side list beside a post: other posts of the provider with their date, titles cut at 50
 * characters (the link's name keeps the whole title for screen readers). Nothing when there are
 * no others. Spec: transactions §2 Blog (side list), §9 (side list 50).
 */
export function OtherPosts({ posts, slug, className }: OtherPostsProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const titleId = useId();
  if (posts.length === 0) return null;
  return (
    <aside aria-labelledby={titleId} className={cn('flex flex-col gap-4', className)}>
      <h2 id={titleId} className="text-lg font-semibold">
        {LL.blog.otherPosts()}
      </h2>
      <ul className="flex flex-col gap-3">
        {posts.map((post) => {
          const short = truncate(post.title, TEXT_LIMITS.blogSideListTitle);
          return (
            <li key={post.id} className="flex flex-col gap-0.5">
              <Link href={postPath(slug, post.slug)} variant="inline" className="font-medium">
                {short === post.title ? (
                  post.title
                ) : (
                  <>
                    <span aria-hidden>{short}</span>
                    <span className="sr-only">{post.title}</span>
                  </>
                )}
              </Link>
              {post.publishedAt && (
                <time dateTime={post.publishedAt} className="text-sm text-muted-foreground">
                  {format.date(post.publishedAt, 'long')}
                </time>
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
