import type { Rating } from '@kurse/api-client';
import { TEXT_LIMITS, truncate } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';

/**
 * One rating: author (cut at 12 characters), date, the course it is about, and its text.
 * Spec: discovery §2 Ratings panel, §3 Rating, §9 ("Rating author name cut at 12").
 */
export function RatingItem({ rating }: { rating: Rating }) {
  const { LL } = useI18n();
  const format = useFormat();
  return (
    <li className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0">
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
