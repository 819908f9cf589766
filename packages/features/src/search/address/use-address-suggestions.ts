import type { ApiResult, GeoPlace } from '@kurse/api-client';
import type { LatLng } from '@kurse/domain';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useRead, useServices, type Geocoder, type Read } from '../../core';

/** Pause after the last keystroke before a lookup, so a fast typist sends one request. */
export const ADDRESS_LOOKUP_DELAY_MS = 150;

/** The suggestions a geocoder gives (contract `GeoPlace`): a label and a position each. */
const placesShape = v.array(
  v.looseObject({ label: v.string(), lat: v.number(), lng: v.number() }),
) as unknown as v.GenericSchema<unknown, GeoPlace[]>;

const answered = (data: GeoPlace[]): ApiResult<GeoPlace[]> => ({
  ok: true,
  data,
  response: new Response(),
});

/**
 * The read of the address suggestions for `text` near `bias` from the services' geocoder. A
 * lookup that fails (the address code did not load) answers no suggestions, not a box that says
 * "loading" for ever; the typed text stays and is geocoded on submit. A cancelled one is a
 * cancelled call (nothing kept). Spec: discovery §2 (address autocomplete), §9 Map.
 */
export function suggestionsRead(geo: Geocoder, text: string, bias?: LatLng): Read<GeoPlace[]> {
  const near = bias ? `&lat=${bias.lat}&lng=${bias.lng}` : '';
  return {
    key: `geo:suggest?q=${encodeURIComponent(text)}${near}`,
    fetch: (_api, signal) =>
      geo.suggest(text, { signal, near: bias }).then(answered, () =>
        signal.aborted
          ? {
              ok: false,
              response: null,
              error: { kind: 'cancelled', status: 0, code: null, message: null, fieldErrors: {} },
            }
          : answered([]),
      ),
    shape: placesShape,
  };
}

/**
 * Address suggestions for the typed text ({@link suggestionsRead}): nothing for blank text; a
 * lookup after a short pause; the next keystroke cancels the lookup in flight, and the last
 * suggestions stay shown until the new ones come. Spec: discovery §2 (address autocomplete), §9 Map.
 */
export function useAddressSuggestions(
  text: string,
  near?: LatLng,
): { places: GeoPlace[]; loading: boolean } {
  const { geo } = useServices();
  const q = text.trim();
  const lat = near?.lat;
  const lng = near?.lng;
  const bias = lat !== undefined && lng !== undefined ? `${lat},${lng}` : '';
  // The text (and bias) a lookup is due for, once the typing paused.
  const [asked, setAsked] = useState({ q: '', bias: '' });
  useEffect(() => {
    if (q === '') return;
    const timer = setTimeout(() => setAsked({ q, bias }), ADDRESS_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, bias]);
  const due = q !== '' && asked.q === q && asked.bias === bias;
  const read = useRead(
    due
      ? suggestionsRead(geo, q, lat !== undefined && lng !== undefined ? { lat, lng } : undefined)
      : null,
  );
  // The last suggestions found, shown while the next ones are looked up.
  const [kept, setKept] = useState<GeoPlace[]>([]);
  const found = read.status === 'ready' ? read.data : null;
  if (found && found !== kept) setKept(found);
  if (q === '' || read.status === 'failed') return { places: [], loading: false };
  return { places: found ?? kept, loading: found === null };
}
