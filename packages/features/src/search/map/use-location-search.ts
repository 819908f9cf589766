import type { SearchLocationResult } from '@kurse/api-client';
import {
  SEARCH_AGAIN_MIN_INTERVAL_MS,
  radiusForZoom,
  shouldSearchAgain,
  type LastMapSearch,
  type LatLng,
  type LngLatBounds,
} from '@kurse/domain';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { locationSearchShape } from '../../core';

/** Locations asked for at once: every marker of the radius (the list shows them in pages). */
export const MAP_LOCATIONS_PER_REQUEST = 10_000;

/** The state of the map search. */
export type LocationSearch =
  | { status: 'idle' }
  | { status: 'loading'; radius: number; previous: SearchLocationResult[] }
  | {
      status: 'done';
      radius: number;
      locations: SearchLocationResult[];
      total: number;
      /** The box around every location found, when there are any. */
      bounds: LngLatBounds | null;
      /** The term these results are for. */
      term: string | null;
      /** Whether these are online offers (found regardless of the radius). */
      online: boolean;
    }
  | { status: 'failed'; radius: number };

/** What a search is about besides the camera. */
export interface LocationQuery {
  term: string | null;
  online: boolean;
}

/**
 * Runs the map search for the camera: the radius from the zoom (`radiusForZoom`); a new search
 * only when `shouldSearchAgain` says so (moved more than 1.25 radii or zoomed by 1.25, not within
 * 2 s; a move that comes sooner is looked at again when the 2 s are over) or the term or online
 * toggle changed; a newer search cancels the one in flight, whose answer is ignored silently. Spec: discovery §2 Map search, §4 Map search.
 */
export function useLocationSearch(
  camera: { center: LatLng; zoom: number } | null,
  query: LocationQuery,
): { search: LocationSearch; retry: () => void } {
  const { api } = useServices();
  const [search, setSearch] = useState<LocationSearch>({ status: 'idle' });
  const last = useRef<(LastMapSearch & { key: string }) | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Bumped when a move that came too soon after the last search is due to be looked at again.
  const [recheck, setRecheck] = useState(0);
  const key = `${query.term ?? ''}|${query.online}|${attempt}`;

  // A layout effect: the request leaves with the first commit, before the browser turns to
  // evaluating the map's large chunk (which would hold back a passive effect by a few 100 ms).
  useLayoutEffect(() => {
    if (!camera) return;
    // Elapsed time, not the (story-fixed) clock: the 2 s are a pause between searches.
    const at = performance.now();
    const previous = last.current?.key === key ? last.current : null;
    if (previous && !shouldSearchAgain(previous, camera, at)) {
      // Far enough but within 2 s of the last search: look again once the 2 s are over.
      const due = previous.at + SEARCH_AGAIN_MIN_INTERVAL_MS;
      if (!shouldSearchAgain(previous, camera, due)) return;
      const timer = setTimeout(() => setRecheck((n) => n + 1), due - at);
      return () => clearTimeout(timer);
    }
    const radius = radiusForZoom(camera.zoom);
    last.current = { ...camera, radius, at, key };
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    // Not urgent: an urgent update here would re-render the page before the request leaves.
    startTransition(() =>
      setSearch((s) => ({
        status: 'loading',
        radius,
        previous: s.status === 'done' ? s.locations : s.status === 'loading' ? s.previous : [],
      })),
    );
    void api
      .GET('/search/locations/', {
        params: {
          query: {
            lat: camera.center.lat,
            lng: camera.center.lng,
            radius,
            term: query.term ?? undefined,
            online: query.online || undefined,
            per_page: MAP_LOCATIONS_PER_REQUEST,
          },
        },
        signal: current.signal,
      })
      .then(checked(locationSearchShape))
      .then((result) => {
        if (current.signal.aborted) return;
        if (result.ok) {
          const { locations, meta } = result.data;
          const bounds = meta.bounds ?? null;
          const { term, online } = query;
          const total = meta.totalCount;
          setSearch({ status: 'done', radius, locations, total, bounds, term, online });
        } else if (result.error.kind !== 'cancelled') setSearch({ status: 'failed', radius });
      });
  }, [api, camera, key, query.online, query.term, recheck]);

  useEffect(() => () => controller.current?.abort(), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { search, retry };
}
