/**
 * An address service whose implementation loads on its first lookup, so the address code and its
 * domain rules stay out of the first load of pages without an address box.
 */
import type { Geocoder } from './geocoder';

/** A {@link Geocoder} that loads the real one once, on the first suggestion or geocoding. */
export function lazyGeocoder(load: () => Promise<Geocoder>): Geocoder {
  let loading: Promise<Geocoder> | undefined;
  const geocoder = () => (loading ??= load());
  return {
    suggest: async (text, options) => (await geocoder()).suggest(text, options),
    geocode: async (text, options) => (await geocoder()).geocode(text, options),
  };
}
