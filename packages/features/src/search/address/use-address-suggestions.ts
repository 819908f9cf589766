import type { GeoPlace } from '@kurse/api-client';
import type { LatLng } from '@kurse/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';

/** Pause after the last keystroke before a lookup, so a fast typist sends one request. */
export const ADDRESS_LOOKUP_DELAY_MS = 150;

/**
 * Address suggestions for the typed text from the services' geocoder: nothing for blank text;
 * a lookup after a short pause; the previous lookup is cancelled by the next keystroke and its
 * late answer ignored. Spec: discovery §2 (address autocomplete), §9 Map.
 */
export function useAddressSuggestions(
  text: string,
  near?: LatLng,
): { places: GeoPlace[]; loading: boolean } {
  const { geo } = useServices();
  const [answer, setAnswer] = useState<{ q: string; places: GeoPlace[] }>({ q: '', places: [] });
  const q = text.trim();
  const lat = near?.lat;
  const lng = near?.lng;
  useEffect(() => {
    if (q === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const bias = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      // A lookup that fails (the address code did not load) ends as no suggestions, not as a
      // box that says "loading" for ever; the typed text stays and is geocoded on submit.
      void geo
        .suggest(q, { signal: controller.signal, near: bias })
        .catch((): GeoPlace[] => [])
        .then((places) => {
          if (!controller.signal.aborted) setAnswer({ q, places });
        });
    }, ADDRESS_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [geo, q, lat, lng]);
  if (q === '') return { places: [], loading: false };
  return { places: answer.places, loading: answer.q !== q };
}
