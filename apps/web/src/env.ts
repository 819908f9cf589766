/*
 * The build-time configuration of the web app (README, "Configuration"), one constant per value:
 * `services.ts` chooses the third-party adapters from them (`@kurse/adapters` README), and as
 * constants they let the build drop the branches (and chunks) a configuration does not take.
 */

/** API root: the production server answers `/api` (the demo backend or the real API). */
export const apiUrl = '/api';
/** The marketing site for the logo, provider sign-up, FAQ, imprint and general terms. */
export const siteUrl = import.meta.env.VITE_KURSE_SITE_URL as string | undefined;
/** A Photon server for address suggestions; the API's gazetteer (demo backend) when unset. */
export const geocoderUrl = import.meta.env.VITE_KURSE_GEOCODER_URL as string | undefined;
/** A MapLibre style URL for the maps; the style bundled with the app when unset. */
export const mapStyleUrl = import.meta.env.VITE_KURSE_MAP_STYLE_URL as string | undefined;
/** Stripe's public key (pk_…); payments go through the offline demo gateway when unset. */
export const stripePublicKey = import.meta.env.VITE_KURSE_STRIPE_PUBLIC_KEY as string | undefined;
/** `sdk`: PayPal's JS SDK with each provider's client id; the offline PayPal otherwise. */
export const paypal = import.meta.env.VITE_KURSE_PAYPAL === 'sdk' ? 'sdk' : 'demo';
/** `vimeo`: room videos are looked up at Vimeo's oEmbed endpoint; the API's lookup otherwise. */
export const video = import.meta.env.VITE_KURSE_VIDEO === 'vimeo' ? 'vimeo' : 'demo';
/** A collector URL for page views (sent as JSON beacons); no analytics at all when unset. */
export const analyticsUrl = import.meta.env.VITE_KURSE_ANALYTICS_URL as string | undefined;
