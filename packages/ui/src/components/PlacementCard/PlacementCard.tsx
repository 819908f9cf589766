import { useI18n } from '@kurse/i18n';
import { cn } from '../../lib/cn';
import { courseCardVariants } from '../CourseCard';
import { LinkButton } from '../LinkButton';

/** The placement fields a {@link PlacementCard} shows; an API `Placement` fits as it is. */
export interface PlacementCardPlacement {
  url?: string | null;
  image?: string | null;
  /** Accent colour of the card's edge (decorative). */
  color?: string | null;
  content?: string | null;
  actionName?: string | null;
}

/** Props of {@link PlacementCard}. */
export interface PlacementCardProps {
  placement: PlacementCardPlacement;
  /** Tile or row. @default 'card' */
  layout?: 'list' | 'card';
}

/**
 * An advertising card among search results, marked "Anzeige": image, text and an action link
 * (external addresses open in a new tab). Reads the `search` namespace. Spec: discovery §2 Search
 * (list: "placement which is an advertising card"), §3 Placement.
 */
export function PlacementCard({ placement, layout = 'card' }: PlacementCardProps) {
  const { LL } = useI18n();
  return (
    <article
      data-slot="placement-card"
      aria-label={LL.search.results.placement()}
      style={placement.color ? { borderInlineStartColor: placement.color } : undefined}
      className={cn(courseCardVariants({ layout }), 'border-s-8')}
    >
      {placement.image && (
        <img
          src={placement.image}
          alt=""
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className={cn('object-cover', layout === 'card' ? 'aspect-video w-full' : 'sm:w-60')}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col items-start gap-3 p-4">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {LL.search.results.placement()}
        </span>
        {placement.content && <p className="text-base">{placement.content}</p>}
        {placement.url && placement.actionName && (
          <LinkButton href={placement.url} variant="secondary" className="mt-auto">
            {placement.actionName}
          </LinkButton>
        )}
      </div>
    </article>
  );
}
