import { locationCardCategories } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Badge } from '../../components/Badge';
import { Link } from '../../components/Link';

/** A provider at a location, as a {@link LocationCard} lists it. */
export interface LocationCardProvider {
  id: number;
  name: string;
  /** The provider page. */
  href: string;
  logo?: string | null;
  /** Its categories; the card shows at most 5 (domain `locationCardCategories`). */
  categories?: readonly { id: number; name: string }[] | null;
}

/** Props of {@link LocationCard}. */
export interface LocationCardProps {
  /** The location's key, also its marker's: reported by `onHighlight`. */
  locationKey: string;
  providers: readonly LocationCardProvider[];
  /** The address as one line ("Lindenstraße 12, 10115 Berlin"). */
  address: string;
  /** Distance from the searched place in km, shown with 2 decimals. @default undefined (none) */
  distance?: number | null;
  /** Its marker is highlighted (the pointer is on it here or on the map). */
  highlighted: boolean;
  /** The pointer or the focus entered (the location's key) or left (null). */
  onHighlight: (key: string | null) => void;
}

/**
 * A location of the map search: its providers (logo, name linking to the provider page, at most
 * 5 categories), the address and the distance in km with 2 decimals. Hovering it, or focusing the
 * links in it, highlights its marker. Reads the `search` namespace.
 * Spec: discovery §2 Map search, §3 Search location result.
 */
export function LocationCard({
  locationKey,
  providers,
  address,
  distance,
  highlighted,
  onHighlight,
}: LocationCardProps) {
  const { LL } = useI18n();
  const format = useFormat();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus (of the link inside) only mirror the marker highlight; the link is the control
    <article
      data-slot="location-card"
      data-location={locationKey}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHighlight(locationKey)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(locationKey)}
      onBlur={() => onHighlight(null)}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 data-[highlighted]:border-primary data-[highlighted]:shadow-card"
    >
      {providers.map((provider) => (
        <div key={provider.id} className="flex items-start gap-3">
          {provider.logo ? (
            <img
              src={provider.logo}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              className="size-10 shrink-0 rounded-full object-cover"
            />
          ) : null}
          <div className="flex min-w-0 flex-col gap-1">
            <Link href={provider.href} className="font-semibold">
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
        {distance != null && <span>{format.km(distance)}</span>}
      </p>
    </article>
  );
}
