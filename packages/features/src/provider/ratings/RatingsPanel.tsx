import type { Course } from '@kurse/api-client';
import { ratingsPanelMaxHeight } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, Icon, Link, RatingItem, useWindowWidth } from '@kurse/ui';
import { useId, useState } from 'react';
import { useServices } from '../../core';
import { useRatings } from './use-ratings';

/** Props of {@link RatingsPanel}. */
export interface RatingsPanelProps {
  /** The provider whose ratings show (and whose listing the link opens). */
  providerId: number;
  /** A course of the provider: its ratings instead of the provider's. @default undefined */
  courseId?: number;
  /**
   * The course's answer the page has read already: its ratings show without reading it again.
   * @default undefined: read
   */
  course?: Pick<Course, 'id' | 'ratings' | 'publicRatingsCount'>;
}

/**
 * The ratings of a provider or course: collapsed by default; the count badge toggles the list,
 * but only once the ratings are loaded. The open list scrolls above 400 px (800 px on desktop).
 * A link opens the full ratings listing on the marketing site in a new tab. Reads the `provider` namespace.
 * Spec: discovery §2 Ratings panel, §9.
 */
export function RatingsPanel({ providerId, courseId, course }: RatingsPanelProps) {
  const { LL } = useI18n();
  const { links } = useServices();
  const { load, retry } = useRatings(providerId, courseId, course);
  const [open, setOpen] = useState(false);
  const maxHeight = ratingsPanelMaxHeight(useWindowWidth());
  const id = useId();
  const ready = load.status === 'ready' ? load : null;
  const expanded = open && !!ready && ready.ratings.length > 0;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-slot="ratings">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {LL.provider.ratings.title()}
        </h2>
        {(load.status === 'loading' || (ready && ready.ratings.length > 0)) && (
          <Button
            id={`${id}-toggle`}
            variant="secondary"
            size="sm"
            isDisabled={!ready}
            aria-expanded={expanded}
            aria-controls={expanded ? `${id}-list` : undefined}
            onPress={() => setOpen(!open)}
          >
            {ready ? LL.provider.ratings.count({ count: ready.count }) : LL.common.loading()}
            <Icon
              name={ready ? (expanded ? 'chevronUp' : 'chevronDown') : 'loader'}
              size="sm"
              className={ready ? undefined : 'animate-spin motion-reduce:animate-none'}
            />
          </Button>
        )}
        {ready && ready.ratings.length > 0 && (
          <Link href={links.ratings(providerId, courseId)} isExternal>
            {LL.provider.ratings.all()}
          </Link>
        )}
      </div>
      {ready?.ratings.length === 0 && (
        <p className="text-muted-foreground">{LL.states.empty.ratings()}</p>
      )}
      {load.status === 'failed' && (
        <div className="flex flex-wrap items-center gap-3" role="alert">
          <p>{LL.provider.ratings.failed()}</p>
          <Button variant="outline" size="sm" onPress={retry}>
            {LL.common.retry()}
          </Button>
        </div>
      )}
      {expanded && (
        <div
          id={`${id}-list`}
          role="region"
          aria-labelledby={`${id}-toggle`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
          tabIndex={0}
          style={{ maxHeight }}
          className="overflow-y-auto rounded-lg border border-border bg-surface px-4 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ul>
            {ready.ratings.map((rating) => (
              <RatingItem key={`${rating.createdAt}-${rating.name}`} rating={rating} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
