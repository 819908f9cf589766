import type { Post } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Icon, Link, PostMeta } from '@kurse/ui';
import { useId, type Ref } from 'react';
import { RichText } from '../../provider';
import { blogPath } from './paths';
import { PostCategories } from './PostCategories';

/** Props of {@link PostArticle}. */
export interface PostArticleProps {
  post: Post;
  /** The provider slug of the address. */
  slug: string;
  /** The post's h1, for moving focus to it. @default undefined */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A post: a link back to all posts, its categories, the title (the page's h1), the byline (author
 * avatar and full name, date and time in Europe/Berlin, reading time), the image and the content,
 * sanitised. Spec: transactions §2 Blog, §3 Post.
 */
export function PostArticle({ post, slug, headingRef }: PostArticleProps) {
  const { LL } = useI18n();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-6">
      <Link
        href={blogPath(slug)}
        variant="inline"
        className="inline-flex items-center gap-1 self-start text-sm"
      >
        <Icon name="chevronLeft" />
        {LL.blog.allPosts()}
      </Link>
      <header className="flex flex-col gap-4">
        <PostCategories categories={post.categories} />
        <h1
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight break-words outline-none sm:text-4xl"
        >
          {post.title}
        </h1>
        <PostMeta post={post} byline />
      </header>
      {post.image && (
        <img
          src={post.image}
          alt=""
          width={800}
          height={500}
          className="aspect-video w-full rounded-xl bg-muted object-cover"
        />
      )}
      <RichText text={post.content} className="text-lg" />
    </article>
  );
}
