/**
 * Replaces the browser's geolocation for a story: answers a position, or fails as a denied or
 * timed-out lookup does. Returns the function that puts the real one back.
 */
export function stubGeolocation(answer: { lat: number; lng: number } | 'unavailable'): () => void {
  const real = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  const getCurrentPosition: Geolocation['getCurrentPosition'] = (success, failure) => {
    setTimeout(() => {
      if (answer === 'unavailable') {
        failure?.({ code: 2, message: 'Position unavailable' } as GeolocationPositionError);
      } else {
        success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
      }
    }, 10);
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: () => 0, clearWatch: () => undefined },
  });
  return () => {
    if (real) Object.defineProperty(navigator, 'geolocation', real);
    else Reflect.deleteProperty(navigator, 'geolocation');
  };
}
