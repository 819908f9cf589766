import { geolocationTimeout, type LatLng } from '@kurse/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the visitor is, as far as the browser tells. */
export type GeolocationState =
  | { status: 'idle' | 'locating' }
  | { status: 'found'; at: LatLng }
  | { status: 'unavailable'; userTriggered: boolean };

/**
 * The browser's position: asked once on arrival with a 5 s timeout (silently: the intro stays
 * when it fails) and again when the visitor presses the button, with 10 s; only a failure after
 * the button is reported. Spec: discovery §2 Map search, §7 browser geolocation, §9 Map.
 */
export function useGeolocation(askOnArrival: boolean): {
  state: GeolocationState;
  locate: () => void;
} {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const ask = useCallback((userTriggered: boolean) => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) return setState({ status: 'unavailable', userTriggered });
    setState({ status: 'locating' });
    geo.getCurrentPosition(
      ({ coords }) =>
        alive.current &&
        setState({ status: 'found', at: { lat: coords.latitude, lng: coords.longitude } }),
      () => alive.current && setState({ status: 'unavailable', userTriggered }),
      { timeout: geolocationTimeout(userTriggered), maximumAge: 60_000 },
    );
  }, []);

  useEffect(() => {
    if (askOnArrival) ask(false);
  }, [ask, askOnArrival]);

  return { state, locate: useCallback(() => ask(true), [ask]) };
}
