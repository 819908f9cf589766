import type { Post } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Icon, Link } from '@kurse/ui';
import { postPath } from './paths';

/** Props of {@link PostPager}. */
export interface PostPagerProps {
  /** The older post, or null. */
  previous: Pick<Post, 'slug' | 'title'> | null;
  /** The newer post, or null. */
  next: Pick<Post, 'slug' | 'title'> | null;
  /** The provider slug of the address. */
  slug: string;
}

const PAGER_LINK =
  'flex h-full flex-col gap-1 rounded-lg border border-border bg-surface p-4 text-surface-foreground no-underline data-[hovered]:border-primary';

/**
 * The previous (older) and next (newer) post under a post, each named by its title; nothing when
 * the post has neither. Spec: transactions §2 Blog (previous and next links), domain
 * `postNavigation`.
 */
export function PostPager({ previous, next, slug }: PostPagerProps) {
  const { LL } = useI18n();
  if (!previous && !next) return null;
  return (
    <nav aria-label={LL.blog.postNavigation()}>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          {previous && (
            <Link href={postPath(slug, previous.slug)} variant="subtle" className={PAGER_LINK}>
              <span className="flex items-center gap-1 text-sm text-muted-foreground">
                <Icon name="chevronLeft" />
                {LL.blog.previous()}
              </span>
              <span className="font-semibold break-words">{previous.title}</span>
            </Link>
          )}
        </li>
        <li>
          {next && (
            <Link
              href={postPath(slug, next.slug)}
              variant="subtle"
              className={`${PAGER_LINK} items-end text-end`}
            >
              <span className="flex items-center gap-1 text-sm text-muted-foreground">
                {LL.blog.next()}
                <Icon name="chevronRight" />
              </span>
              <span className="font-semibold break-words">{next.title}</span>
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
