import { TEXT_LIMITS, truncate } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';

/** The rating fields a {@link RatingItem} shows; an API `Rating` fits as it is. */
export interface RatingItemRating {
  /** The author's name. */
  name: string;
  /** When it was written (ISO date-time). */
  createdAt: string;
  text: string;
  /** The course it is about. */
  course?: { name?: string | null } | null;
}

/** Props of {@link RatingItem}. */
export interface RatingItemProps {
  rating: RatingItemRating;
}

/**
 * One rating, as a list item: author (cut at 12 characters, the full name as its title), date,
 * the course it is about, and its text. Reads the `provider` namespace.
 * Spec: discovery §2 Ratings panel, §3 Rating, §9 ("Rating author name cut at 12").
 */
export function RatingItem({ rating }: RatingItemProps) {
  const { LL } = useI18n();
  const format = useFormat();
  return (
    <li
      data-slot="rating-item"
      className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0"
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold" title={rating.name}>
          {truncate(rating.name, TEXT_LIMITS.ratingAuthor)}
        </span>
        <time dateTime={rating.createdAt} className="text-muted-foreground">
          {format.date(rating.createdAt)}
        </time>
        {rating.course?.name && (
          <span className="text-muted-foreground">
            {LL.provider.ratings.about({ course: rating.course.name })}
          </span>
        )}
      </p>
      <p>{rating.text}</p>
    </li>
  );
}
