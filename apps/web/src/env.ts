/** The build-time configuration of the web app (README, "Configuration"). */
export const config = {
  /** API root: the production server answers `/api` (the demo backend or the real API). */
  apiUrl: '/api',
  /** The marketing site for the logo, provider sign-up, FAQ, imprint and general terms. */
  siteUrl: import.meta.env.VITE_KURSE_SITE_URL as string | undefined,
};
