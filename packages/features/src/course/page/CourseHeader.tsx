import type { Course } from '@kurse/api-client';
import { courseTown, visibleCategoryChips } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Gallery, Icon, Link, cn, parseHex, readableForeground, tagVariants } from '@kurse/ui';
import { coursesPath } from '../../provider';
import { routePath } from '../events/links';

/** Props of {@link CourseHeader}. */
export interface CourseHeaderProps {
  course: Course;
  /** The provider slug of the address. */
  slug: string;
  /** Id of the page heading, for the article's name. */
  titleId: string;
}

/**
 * One chip link: a category (to the filtered offers list) or the franchise (to its page). Only a
 * hex colour colours it (its text then black or white for AA contrast).
 */
function Chip({ href, label, color }: { href: string; label: string; color?: string | null }) {
  const hex = parseHex(color) ? color : null;
  return (
    <li>
      <Link
        href={href}
        variant="subtle"
        className={cn(tagVariants({ colored: Boolean(hex) }), 'no-underline')}
        style={hex ? { backgroundColor: hex, color: readableForeground(hex) } : undefined}
      >
        {label}
      </Link>
    </li>
  );
}

/**
 * Who offers the course, linked to the provider's page, and the town where it takes place (the
 * course's, else the provider's). Spec: discovery §3 Course (provider, address).
 */
function OfferedBy({ course, slug }: { course: Course; slug: string }) {
  const { LL } = useI18n();
  const name = course.provider?.name?.trim();
  const town = courseTown(course);
  if (!name && !town) return null;
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-1" data-slot="course-provider">
      {name && (
        <li className="inline-flex items-center gap-1.5">
          <Icon name="home" size="sm" className="text-muted-foreground" />
          <span>
            {LL.course.offeredBy()} <Link href={routePath('provider', { slug })}>{name}</Link>
          </span>
        </li>
      )}
      {town && (
        <li className="inline-flex items-center gap-1.5">
          <Icon name="pin" size="sm" label={LL.course.town()} className="text-muted-foreground" />
          {town}
        </li>
      )}
    </ul>
  );
}

/**
 * The head of the course page: gallery, name, subtitle, who offers it and where, and chips. Category chips lead to the
 * provider's offers filtered by that category; a franchise chip leads to the franchise page, and
 * beside it at most 4 category chips show (else 5). Spec: discovery §2 Course page, §9.
 */
export function CourseHeader({ course, slug, titleId }: CourseHeaderProps) {
  const { LL } = useI18n();
  const images = course.images?.length
    ? course.images
    : course.titleImage
      ? [course.titleImage]
      : [];
  const { franchise } = course;
  const categories = visibleCategoryChips(
    course.categories ?? [],
    'coursePage',
    Boolean(franchise),
  );
  return (
    <header className="flex flex-col gap-4">
      {images.length > 0 && (
        <Gallery images={images.map((src) => ({ src, alt: course.name }))} className="max-w-3xl" />
      )}
      <div className="flex flex-col gap-1">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight">
          {course.name}
        </h1>
        {course.subTitle && <p className="text-lg text-muted-foreground">{course.subTitle}</p>}
      </div>
      <OfferedBy course={course} slug={slug} />
      {(franchise || categories.length > 0) && (
        <ul aria-label={LL.course.categories()} className="flex flex-wrap gap-2">
          {franchise && (
            <Chip
              href={routePath('franchise', { id: franchise.slug })}
              label={franchise.name ?? franchise.slug}
              color={franchise.color}
            />
          )}
          {categories.map((category) => (
            <Chip
              key={category.id}
              href={coursesPath(slug, category.id)}
              label={category.name}
              color={category.color}
            />
          ))}
        </ul>
      )}
    </header>
  );
}
