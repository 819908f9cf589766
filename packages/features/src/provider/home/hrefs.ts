/** Addresses of the provider page's links out. Spec: discovery §2 Provider page. */
import { mapsLinkTarget, mapsLinkUrl, type MapsPlace } from '@kurse/domain';

/**
 * The open-in-maps address of a place for this browser: Apple Maps on iOS, the web maps service
 * otherwise (domain `mapsLinkTarget`, `mapsLinkUrl`), at `zoom` when given (franchise addresses:
 * `ADDRESS_MAP_LINK_ZOOM`), else the domain's single-provider zoom.
 */
export function mapsHref(place: MapsPlace, zoom?: number): string | null {
  const target =
    typeof navigator === 'undefined'
      ? 'web'
      : mapsLinkTarget(navigator.userAgent, navigator.maxTouchPoints);
  return mapsLinkUrl(target, place, zoom);
}

/** A `tel:` link for a phone number as written (`+49 30 23125 401` → `tel:+493023125401`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
