import type { SearchLocationResult } from '@kurse/api-client';
import { locationCardCategories } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Badge, Link } from '@kurse/ui';
import { locationKey } from '../../provider';
import { addressLine } from '../../provider';

/** Props of {@link LocationCard}. */
export interface LocationCardProps {
  location: SearchLocationResult;
  /** Its marker is highlighted (the pointer is on it here or on the map). */
  highlighted: boolean;
  /** The pointer entered (the location's key) or left (null). */
  onHighlight: (key: string | null) => void;
}

/**
 * A location of the map search: its providers (logo, name linking to the provider page, at most
 * 5 categories), the address and the distance in km with 2 decimals. Hovering or focusing it
 * highlights its marker. Spec: discovery §2 Map search, §3 Search location result.
 */
export function LocationCard({ location, highlighted, onHighlight }: LocationCardProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const key = locationKey(location);
  const address = addressLine(location);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus (of the link inside) only mirror the marker highlight; the link is the control
    <article
      data-location={key}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHighlight(key)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(key)}
      onBlur={() => onHighlight(null)}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 data-[highlighted]:border-primary data-[highlighted]:shadow-card"
    >
      {location.providers.map((provider) => (
        <div key={provider.id} className="flex items-start gap-3">
          {provider.logo ? (
            <img
              src={provider.logo}
              alt=""
              className="size-10 shrink-0 rounded-full object-cover"
            />
          ) : null}
          <div className="flex min-w-0 flex-col gap-1">
            <Link href={`/${provider.slug}`} className="font-semibold">
              {provider.name}
            </Link>
            {provider.categories && provider.categories.length > 0 && (
              <ul className="flex flex-wrap gap-1" aria-label={LL.search.map.categories()}>
                {locationCardCategories(provider.categories).map((c) => (
                  <li key={c.id}>
                    <Badge variant="neutral">{c.name}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ))}
      <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
        <span>{address}</span>
        {location.distance != null && <span>{format.km(location.distance)}</span>}
      </p>
    </article>
  );
}
