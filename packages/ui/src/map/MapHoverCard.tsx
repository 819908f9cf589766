import { useI18n } from '@kurse/i18n';
import { useLayoutEffect, useRef } from 'react';

/** What the hover card shows, and where (pixels within the map). */
export interface MapHover {
  x: number;
  y: number;
  shown: string[];
  more: number;
}

/** Space kept between the card and the map's edges, in px. */
const EDGE = 8;
/** Distance between the card and the point it names, in px. */
const GAP = 16;

/**
 * The names under the pointer: up to 3 providers, then a "more providers" count line. The card
 * sits above the point, or below it near the map's top edge, and stays inside the map sideways.
 * Spec: discovery §2 Map search.
 */
export function MapHoverCard({ hover }: { hover: MapHover }) {
  const { LL } = useI18n();
  const card = useRef<HTMLDivElement>(null);
  // Placed after measuring, before the browser paints: the card's size depends on the names.
  useLayoutEffect(() => {
    const element = card.current;
    const map = element?.offsetParent;
    if (!element || !(map instanceof HTMLElement)) return;
    const { offsetWidth: width, offsetHeight: height } = element;
    const maxLeft = map.clientWidth - width - EDGE;
    const left = Math.max(EDGE, Math.min(hover.x - width / 2, maxLeft));
    const below = hover.y - GAP - height < EDGE;
    element.style.left = `${left}px`;
    element.style.top = `${below ? hover.y + GAP : hover.y - GAP - height}px`;
    element.dataset.placement = below ? 'below' : 'above';
  }, [hover]);
  return (
    <div
      ref={card}
      data-slot="map-hover"
      className="pointer-events-none absolute z-10 max-w-64 rounded-md border border-border bg-surface px-3 py-2 text-sm text-foreground shadow-lg"
      style={{ left: hover.x, top: hover.y }}
    >
      <ul>
        {hover.shown.map((name) => (
          <li key={name} className="truncate font-medium">
            {name}
          </li>
        ))}
      </ul>
      {hover.more > 0 && (
        <p className="text-muted-foreground">{LL.ui.map.moreProviders({ count: hover.more })}</p>
      )}
    </div>
  );
}
