import type { SearchLocationResult } from '@kurse/api-client';
import {
  SEARCH_AGAIN_MIN_INTERVAL_MS,
  shouldSearchAgain,
  type LastMapSearch,
  type LatLng,
  type LngLatBounds,
} from '@kurse/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { useRead } from '../../core';
import { locationTarget, locationsRead, type LocationTarget } from './location-reads';

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
 * Runs the map search ({@link locationsRead}) for the camera: the radius from the zoom
 * (`radiusForZoom`); a new search only when `shouldSearchAgain` says so (moved more than 1.25
 * radii or zoomed by 1.25, not within 2 s; a move that comes sooner is looked at again when the
 * 2 s are over) or the term or online toggle changed; while it runs the last locations stay
 * shown; a newer search cancels the one in flight, whose answer is ignored silently (the loader
 * runtime). Spec: discovery §2 Map search, §4 Map search.
 */
export function useLocationSearch(
  camera: { center: LatLng; zoom: number } | null,
  query: LocationQuery,
): { search: LocationSearch; retry: () => void } {
  const [target, setTarget] = useState<LocationTarget | null>(null);
  const last = useRef<(LastMapSearch & { key: string }) | null>(null);
  // Bumped when a move that came too soon after the last search is due to be looked at again.
  const [recheck, setRecheck] = useState(0);
  const key = `${query.term ?? ''}|${query.online}`;

  // A layout effect: its update renders at once and the request leaves with that commit, before
  // the browser turns to evaluating the map's large chunk (which would hold back a later start).
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
    const next = locationTarget(camera, { term: query.term, online: query.online });
    last.current = { ...camera, radius: next.radius, at, key };
    setTarget(next);
  }, [camera, key, query.online, query.term, recheck]);

  const read = useRead(target ? locationsRead(target) : null);
  // The locations of the last finished search, shown while the next one loads.
  const [kept, setKept] = useState<SearchLocationResult[]>([]);
  const found = read.status === 'ready' ? read.data.locations : null;
  if (found && found !== kept) setKept(found);

  let search: LocationSearch;
  if (!target) search = { status: 'idle' };
  else if (read.status === 'loading') {
    search = { status: 'loading', radius: target.radius, previous: kept };
  } else if (read.status === 'failed') search = { status: 'failed', radius: target.radius };
  else {
    const { locations, meta } = read.data;
    search = {
      status: 'done',
      radius: target.radius,
      locations,
      total: meta.totalCount,
      bounds: meta.bounds ?? null,
      term: target.term,
      online: target.online,
    };
  }
  const retry = () => {
    if (read.status === 'failed') read.retry();
  };
  return { search, retry };
}
