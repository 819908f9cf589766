import { MAP_DEFAULT_CENTER, MAP_SEARCH_ZOOM, isBelowTablet } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import {
  Alert,
  Button,
  Icon,
  LinkButton,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  cn,
} from '@kurse/ui';
import { MapView, preloadMapView, type MapMarker } from '@kurse/ui/map';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useServices } from '../../core';
import { LoadFailedAlert } from '../../provider';
import { LeadForm } from '../map/LeadForm';
import { LocationList } from '../map/LocationList';
import { MapSearchBar } from '../map/MapSearchBar';
import { useGeolocation } from '../map/use-geolocation';
import { useLocationSearch } from '../map/use-location-search';
import { useMapQuery } from '../map/use-map-query';
import { parseProviderMarkerId, providerMarkerId } from '../../provider';
import { useDocumentTitle } from '../../core';
import { setSearchFilters } from '../list/search-actions';
import type { TypedSearch } from '../list/use-search-texts';

/** Props of {@link MapSearchPage}. */
export interface MapSearchPageProps {
  params?: Readonly<Record<string, string>>;
  /** The query string; read from (and written to) the address when left out. */
  search?: string;
}

/**
 * The map search `/search-map`: address (with suggestions) and term, the count of results within
 * the radius, the online-offers toggle, the location list beside the map (one or the other on
 * phones, where the map fills the screen when chosen), the provider incentive banner and a link to
 * online offers; an intro until a centre is chosen (an address, the visitor's position or a map
 * move) or online offers are asked for (they need no place: found around the default centre, the
 * map widened to show them); an empty finished search offers the lead form.
 * Spec: discovery §2 Map search, §4 Map search, §9 Map.
 */
export function MapSearchPage({ search }: MapSearchPageProps) {
  const { LL } = useI18n();
  const texts = LL.search.map;
  const { geo, links, mapStyleUrl, stores } = useServices();
  const navigate = useNavigate();
  const [query, update] = useMapQuery(search);
  const [online, setOnline] = useState(false);
  const [shown, setShown] = useState<'list' | 'map'>('list');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // A new term, or turning on online offers, fits the map to what it found (once per search).
  const [fitFor, setFitFor] = useState<string | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const position = useGeolocation(query.at === null);
  useDocumentTitle(texts.title());

  const found = position.state.status === 'found' ? position.state.at : null;
  useEffect(() => {
    if (found && query.at === null) update({ at: found });
    // Only a newly found position moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found?.lat, found?.lng]);

  const camera = useMemo(() => {
    const center = query.at ?? (online ? MAP_DEFAULT_CENTER : null);
    return center ? { center, zoom: query.zoom } : null;
  }, [query.at, query.zoom, online]);
  const { search: result, retry } = useLocationSearch(camera, { term: query.term, online });
  // MapLibre and deck.gl after the first commit, whose layout effect has sent the search: the
  // browser compiles their large chunk while the answer travels (and on a phone before the
  // visitor turns to the map).
  useEffect(preloadMapView, []);
  const locations = useMemo(
    () =>
      result.status === 'done'
        ? result.locations
        : result.status === 'loading'
          ? result.previous
          : [],
    [result],
  );
  const markers = useMemo(
    () =>
      locations.flatMap((l) =>
        l.providers.map((p): MapMarker => ({
          id: providerMarkerId(p.slug, l),
          lat: l.lat,
          lng: l.lng,
          name: p.name,
          logo: p.logo ?? null,
        })),
      ),
    [locations],
  );
  const highlightedMarker =
    markers.find((m) => parseProviderMarkerId(m.id).location === highlighted)?.id ?? null;

  const fitKey = (term: string | null, withOnline: boolean) => `${term ?? ''}|${withOnline}`;
  const onSearch = async (next: TypedSearch) => {
    if (next.term && next.term !== query.term) setFitFor(fitKey(next.term, online));
    if (next.address === query.address && !next.at) return update({ term: next.term });
    const place = next.at ?? (next.address ? await geo.geocode(next.address) : null);
    update({
      term: next.term,
      address: next.address,
      at: place ? { lat: place.lat, lng: place.lng } : query.at,
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-3xl font-bold tracking-tight">{texts.title()}</h1>
      <MapSearchBar
        term={query.term}
        address={query.address}
        near={query.at ?? undefined}
        onSearch={(s) => void onSearch(s)}
      />
      <div className="flex flex-wrap items-center gap-4">
        <p role="status" data-slot="map-count" className="font-medium">
          {result.status === 'done'
            ? result.online
              ? texts.countOnline({ count: result.total })
              : texts.countInRadius({ count: result.total, radius: result.radius })
            : result.status === 'loading'
              ? LL.common.loading()
              : ''}
        </p>
        <Switch
          isSelected={online}
          onChange={(on) => {
            setOnline(on);
            if (on) setFitFor(fitKey(query.term, true));
          }}
        >
          {texts.onlineToggle()}
        </Switch>
        <Button
          variant="outline"
          size="sm"
          onPress={position.locate}
          isPending={position.state.status === 'locating'}
          pendingLabel={LL.common.loading()}
        >
          <Icon name="pin" size="sm" />
          {texts.useLocation()}
        </Button>
        <ToggleButtonGroup
          aria-label={LL.search.view.label()}
          selectedKeys={[shown]}
          disallowEmptySelection
          onSelectionChange={(keys) => {
            const next = [...keys][0] === 'map' ? 'map' : 'list';
            setShown(next);
            // On a phone the chosen map fills the screen below the toggle: bring it into view.
            if (next === 'map' && isBelowTablet(window.innerWidth)) {
              requestAnimationFrame(() => mapBox.current?.scrollIntoView({ block: 'end' }));
            }
          }}
          className="md:hidden"
        >
          <ToggleButton id="list">{LL.search.view.list()}</ToggleButton>
          <ToggleButton id="map">{LL.search.view.map()}</ToggleButton>
        </ToggleButtonGroup>
      </div>
      {position.state.status === 'unavailable' && position.state.userTriggered && (
        <Alert tone="warning">{texts.positionUnavailable()}</Alert>
      )}
      {result.status === 'failed' && <LoadFailedAlert onRetry={retry} />}
      <div className="grid gap-4 md:h-[70vh] md:grid-cols-[minmax(0,24rem)_1fr]">
        <div
          className={cn(
            'flex min-h-0 flex-col gap-4 md:overflow-y-auto',
            shown === 'map' && 'max-md:hidden',
          )}
        >
          {camera === null ? (
            <p className="text-muted-foreground">{texts.intro()}</p>
          ) : result.status === 'done' && result.total === 0 ? (
            <>
              <p>{texts.none()}</p>
              <LeadForm />
            </>
          ) : (
            <LocationList
              locations={locations}
              highlighted={highlighted}
              onHighlight={setHighlighted}
            />
          )}
        </div>
        <div
          ref={mapBox}
          className={cn('h-[calc(100dvh-5rem)] md:h-full', shown === 'list' && 'max-md:hidden')}
        >
          <MapView
            label={texts.label()}
            styleUrl={mapStyleUrl}
            center={query.at ?? MAP_DEFAULT_CENTER}
            zoom={query.zoom}
            minZoom={MAP_SEARCH_ZOOM.min}
            maxZoom={MAP_SEARCH_ZOOM.max}
            markers={markers}
            highlightedId={highlightedMarker}
            fitTo={
              fitFor &&
              result.status === 'done' &&
              fitKey(result.term, result.online) === fitFor &&
              result.bounds
                ? { key: fitFor, bounds: result.bounds }
                : null
            }
            onHighlight={(id) => setHighlighted(id ? parseProviderMarkerId(id).location : null)}
            onMarkerPress={(marker) => navigate(`/${parseProviderMarkerId(marker.id).slug}`)}
            onViewChange={({ center, zoom }) => update({ at: center, zoom })}
            className="h-full"
          />
        </div>
      </div>
      <section className="flex flex-col gap-2 rounded-lg bg-muted p-4">
        <h2 className="font-semibold">{texts.banner.title()}</h2>
        <p>{texts.banner.text()}</p>
        <div className="flex flex-wrap gap-3">
          <LinkButton href={links.providerSignup} variant="primary">
            {texts.banner.action()}
          </LinkButton>
          <LinkButton
            href={query.term ? `/search?term=${encodeURIComponent(query.term)}` : '/search'}
            variant="outline"
            onPress={() => setSearchFilters(stores, { locationTypes: ['online'] })}
          >
            {texts.onlineLink()}
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
