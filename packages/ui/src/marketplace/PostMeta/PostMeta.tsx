import { readingTimeText, useFormat, useI18n } from '@kurse/i18n';
import { cn } from '../../lib/cn';

/** The post fields {@link PostMeta} shows; an API `Post` fits as it is. */
export interface PostMetaPost {
  author?: { avatar?: string | null; fullName?: string | null } | null;
  /** When it appeared (ISO date-time). */
  publishedAt?: string | null;
  /** Approximate minutes to read. */
  readingTime?: number | null;
}

/** Props of {@link PostMeta}. */
export interface PostMetaProps {
  post: PostMetaPost;
  /**
   * A post page's byline: the author's avatar and full name, the date with the time. Otherwise
   * (the list) the date and the reading time only. @default false
   */
  byline?: boolean;
  /** Extra classes. @default undefined */
  className?: string;
}

/**
 * When a post appeared and how long it reads: on a post the author (avatar and full name), date
 * and time in Europe/Berlin ("14. Oktober 2026 um 08:00 Uhr") and the reading time ("Lesezeit:
 * weniger als eine Minute" at zero); in the list the date and the reading time. Reads the `blog`
 * and `states` namespaces. Spec: transactions §2 Blog, §3 Post, §9 (Europe/Berlin).
 */
export function PostMeta({ post, byline = false, className }: PostMetaProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const date = format.date(post.publishedAt, 'long');
  const author = byline ? post.author : null;
  return (
    <div
      data-slot="post-meta"
      className={cn('flex items-center gap-3 text-sm text-muted-foreground', className)}
    >
      {author?.avatar && (
        <img
          src={author.avatar}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-full object-cover"
        />
      )}
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        {author?.fullName && (
          <span className="font-medium text-foreground">
            {LL.blog.author({ name: author.fullName })}
          </span>
        )}
        {date && post.publishedAt && (
          <time dateTime={post.publishedAt}>
            {byline ? LL.blog.publishedAt({ date, time: format.time(post.publishedAt) }) : date}
          </time>
        )}
        <span>{readingTimeText(LL, post.readingTime)}</span>
      </p>
    </div>
  );
}
