/**
 * The web app's third-party configuration as the server sees it: the same `VITE_KURSE_*` names the
 * build reads (`src/env.ts`, README "Configuration"), read from the server's environment at start.
 * The Content-Security-Policy and the Permissions-Policy are derived from these values, so the
 * server must start with the environment the app was built with.
 */

/**
 * @typedef {object} AppConfig
 * @property {string | undefined} geocoderUrl A Photon server for address suggestions, or unset.
 * @property {string | undefined} mapStyleUrl A MapLibre style URL, or unset (the bundled style).
 * @property {string | undefined} stripePublicKey Stripe's public key, or unset (the demo gateway).
 * @property {'sdk' | 'demo'} paypal `sdk`: PayPal's JS SDK; `demo`: the offline PayPal.
 * @property {'vimeo' | 'demo'} video `vimeo`: Vimeo's oEmbed endpoint; `demo`: the API's lookup.
 * @property {string | undefined} analyticsUrl A page-view collector URL, or unset (no analytics).
 * @property {string | undefined} cspReportUrl Where browsers report CSP violations, or unset.
 */

/** @param {string | undefined} value */
const present = (value) => (value && value.trim() ? value.trim() : undefined);

/**
 * Reads the configuration from an environment (`process.env` by default), with the defaults of
 * `src/env.ts`.
 * @param {Record<string, string | undefined>} [env]
 * @returns {AppConfig}
 */
export function readAppConfig(env = process.env) {
  return {
    geocoderUrl: present(env.VITE_KURSE_GEOCODER_URL),
    mapStyleUrl: present(env.VITE_KURSE_MAP_STYLE_URL),
    stripePublicKey: present(env.VITE_KURSE_STRIPE_PUBLIC_KEY),
    paypal: env.VITE_KURSE_PAYPAL === 'sdk' ? 'sdk' : 'demo',
    video: env.VITE_KURSE_VIDEO === 'vimeo' ? 'vimeo' : 'demo',
    analyticsUrl: present(env.VITE_KURSE_ANALYTICS_URL),
    cspReportUrl: present(env.KURSE_CSP_REPORT_URL),
  };
}
