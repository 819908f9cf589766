import { useI18n } from '@kurse/i18n';

/** What the hover card shows, and where (pixels within the map). */
export interface MapHover {
  x: number;
  y: number;
  shown: string[];
  more: number;
}

/**
 * The names under the pointer: up to 3 providers, then a "more providers" count line.
 * Spec: discovery §2 Map search.
 */
export function MapHoverCard({ hover }: { hover: MapHover }) {
  const { LL } = useI18n();
  return (
    <div
      data-slot="map-hover"
      className="pointer-events-none absolute z-10 max-w-64 -translate-x-1/2 -translate-y-full rounded-md border border-border bg-surface px-3 py-2 text-sm text-foreground shadow-lg"
      style={{ left: hover.x, top: hover.y - 16 }}
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
