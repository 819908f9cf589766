/** The build-time configuration of the web app (README, "Configuration"). */
export const config = {
  /** API root: the production server answers `/api` (the demo backend or the real API). */
  apiUrl: '/api',
  /** The marketing site for the logo, provider sign-up, FAQ, imprint and general terms. */
  siteUrl: import.meta.env.VITE_KURSE_SITE_URL as string | undefined,
  /** A Photon server for address suggestions; the API's gazetteer (demo backend) when unset. */
  geocoderUrl: import.meta.env.VITE_KURSE_GEOCODER_URL as string | undefined,
  /** A MapLibre style URL for the maps; the style bundled with the app when unset. */
  mapStyleUrl: import.meta.env.VITE_KURSE_MAP_STYLE_URL as string | undefined,
  /** Stripe's public key (pk_…); payments go through the offline demo gateway when unset. */
  stripePublicKey: import.meta.env.VITE_KURSE_STRIPE_PUBLIC_KEY as string | undefined,
  /** `sdk`: PayPal's JS SDK with each provider's client id; the offline PayPal otherwise. */
  paypal: import.meta.env.VITE_KURSE_PAYPAL === 'sdk' ? ('sdk' as const) : ('demo' as const),
  /** `vimeo`: room videos are looked up at Vimeo's oEmbed endpoint; the API's lookup otherwise. */
  video: import.meta.env.VITE_KURSE_VIDEO === 'vimeo' ? ('vimeo' as const) : ('demo' as const),
};
