import { courseTown, isPushedCourse } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn } from '../../lib/cn';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { CourseChips } from './CourseChips';
import { Excerpt, type ExcerptLength } from '../Excerpt';
import { CourseFacts } from './CourseFacts';
import { CourseImage } from './CourseImage';
import type { CourseCardCourse } from './course-card-types';
import { courseCardVariants } from './CourseCard.variants';

/**
 * Who offers the course and where: the provider's name and the town (the course's, else the
 * provider's), so same-named courses of different providers differ. Spec: discovery §3 Course.
 */
function CourseProvider({ course }: { course: CourseCardCourse }) {
  const { LL } = useI18n();
  const provider = course.provider?.name?.trim();
  const town = courseTown(course);
  if (!provider && !town) return null;
  return (
    <p data-slot="course-provider" className="text-sm font-medium">
      {provider && town ? LL.course.providerAndTown({ provider, town }) : (provider ?? town)}
    </p>
  );
}

/** Props of {@link CourseCard}. */
export interface CourseCardProps {
  /** The course; an API `Course` fits as it is. */
  course: CourseCardCourse;
  /** Tile or row. @default 'card' */
  layout?: 'list' | 'card';
  /**
   * Where the card leads (the course page). Without it the card is not interactive, as in the
   * embeddable card preview. @default undefined
   */
  href?: string;
  /**
   * Characters of the description excerpt: domain `TEXT_LIMITS.courseExcerpt` (140 when the window
   * is wider than 500 px, else 80, switched by CSS), or one number for every width. Spec:
   * discovery §9.
   */
  excerptLength: ExcerptLength;
  /** Level of the course name's heading (1 when the card is the page, as in the preview). @default 3 */
  headingLevel?: 1 | 2 | 3 | 4;
  /**
   * The first card a list shows on the first screen: its image loads at once with high priority
   * (usually the page's largest paint) instead of lazily. @default false
   */
  priority?: boolean;
  /** Extra classes. @default undefined */
  className?: string;
}

/**
 * A course as a card: title image (or a placeholder), name with the pushed star (relevance 5000
 * or more), provider and town, subtitle, chips, description excerpt, price, age span and location type. With `href`
 * the whole card is one link (the name's link covers it). Reads the `course`, `states` and
 * `search` catalogue namespaces. Spec: discovery §2 Course pages, §3 Course, §9.
 */
export function CourseCard({
  course,
  layout = 'card',
  href,
  excerptLength,
  headingLevel = 3,
  priority = false,
  className,
}: CourseCardProps) {
  const { LL } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="course-card"
      data-layout={layout}
      className={cn(courseCardVariants({ layout, interactive: !!href }), className)}
    >
      <CourseImage
        src={course.titleImage ?? course.images?.[0]}
        layout={layout}
        priority={priority}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <Heading className="flex items-start gap-1.5 text-lg leading-snug font-semibold">
          {href ? (
            <Link
              href={href}
              variant="subtle"
              className="outline-none after:absolute after:inset-0 after:content-[''] data-[focus-visible]:outline-none"
            >
              {course.name}
            </Link>
          ) : (
            <span>{course.name}</span>
          )}
          {isPushedCourse(course.relevance ?? 0) && (
            <Icon
              name="star"
              label={LL.search.results.pushed()}
              className="mt-1 fill-warning-strong text-warning-strong"
            />
          )}
        </Heading>
        <CourseProvider course={course} />
        {course.subTitle && <p className="text-sm text-muted-foreground">{course.subTitle}</p>}
        <CourseChips course={course} />
        <Excerpt text={course.shortDescription || course.description} length={excerptLength} />
        <div className="mt-auto pt-1">
          <CourseFacts course={course} />
        </div>
      </div>
    </article>
  );
}
