/** The build-time configuration of the web app (README, "Configuration"). */
export const config = {
  /** API root: the production server answers `/api` (the demo backend or the real API). */
  apiUrl: '/api',
  /** The marketing site for the logo, provider sign-up, FAQ, imprint and general terms. */
  siteUrl: import.meta.env.VITE_KURSE_SITE_URL as string | undefined,
  /** A Photon server for address suggestions; the API's gazetteer (demo backend) when unset. */
  geocoderUrl: import.meta.env.VITE_KURSE_GEOCODER_URL as string | undefined,
};
