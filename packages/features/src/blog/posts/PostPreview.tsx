import type { Post } from '@kurse/api-client';
import { TEXT_LIMITS, truncate, type BlogLayout } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn, Link, PostMeta } from '@kurse/ui';
import { htmlToText } from '../../core';
import { postPath } from './paths';
import { PostCategories } from './PostCategories';

/** Props of {@link PostPreview}. */
export interface PostPreviewProps {
  post: Post;
  /** The provider slug of the address. */
  slug: string;
  layout: BlogLayout;
}

const ITEM: Record<BlogLayout, string> = {
  card: 'flex flex-col overflow-hidden rounded-xl bg-surface text-surface-foreground shadow-card',
  standard:
    'grid gap-4 rounded-xl border border-border bg-surface p-4 text-surface-foreground sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-6',
  clean: 'flex flex-col',
};

// The title's link covers the item: a click anywhere opens the post; the item shows the focus.
const INTERACTIVE =
  'relative transition-shadow has-[a[data-hovered]]:shadow-lg has-[a[data-focus-visible]]:outline-2 has-[a[data-focus-visible]]:outline-offset-2 has-[a[data-focus-visible]]:outline-ring';
const COVER =
  "outline-none after:absolute after:inset-0 after:content-[''] data-[focus-visible]:outline-none";

/**
 * A post in the blog list: its title (h2, the link to the post, covering the item), categories,
 * date and reading time and a plain-text preview of 250 characters; the image too except in the
 * clean layout. Card: a tile over the provider's colours; standard: a row with the image beside
 * the text from 576 px; clean: text only between rules. Spec: transactions §2 Blog (layouts,
 * preview 250), §9.
 */
export function PostPreview({ post, slug, layout }: PostPreviewProps) {
  const { LL } = useI18n();
  const preview = truncate(htmlToText(post.content), TEXT_LIMITS.blogPreview);
  const image = layout !== 'clean' && post.image;
  return (
    <article data-slot="post-preview" className={cn(ITEM[layout], INTERACTIVE)}>
      {image && (
        <img
          src={image}
          alt=""
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className={cn(
            'w-full bg-muted object-cover',
            layout === 'card' ? 'aspect-video' : 'aspect-video rounded-lg sm:aspect-[4/3]',
          )}
        />
      )}
      <div className={cn('flex min-w-0 flex-col gap-3', layout === 'card' && 'flex-1 p-5')}>
        <PostCategories categories={post.categories} />
        <h2 className="text-xl leading-snug font-semibold break-words">
          <Link href={postPath(slug, post.slug)} variant="subtle" className={COVER}>
            {post.title}
          </Link>
        </h2>
        <PostMeta post={post} />
        {preview && <p className="leading-relaxed">{preview}</p>}
        <span aria-hidden className="mt-auto text-sm font-medium text-primary">
          {LL.blog.readMore()} →
        </span>
      </div>
    </article>
  );
}
