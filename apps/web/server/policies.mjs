/**
 * The Content-Security-Policy and the Permissions-Policy of every answer, derived from the app's
 * configuration (`config.mjs`): only what the app loads is allowed — our own origin, and Stripe,
 * PayPal, the map style, the Photon geocoder, Vimeo's oEmbed endpoint and the analytics collector
 * when they are configured.
 */

/** @typedef {import('./config.mjs').AppConfig} AppConfig */

/**
 * The hashes of the inline `<style>` and `<script>` of the sandboxed frame that shows a room's
 * embed code (features `room/view/sandbox-document.ts`): an `srcdoc` frame inherits the page's
 * policy. A test recomputes both from that module.
 */
export const SANDBOX_STYLE_HASH = "'sha256-Q7kwjd8DwDICsObTrQPygtZz6F9ZPlSwrJ4x6/SGW4g='";
export const SANDBOX_SCRIPT_HASH = "'sha256-KwNh5NFpDQfsc5FB6EgXoOSENALY5dHamAgTxyEm45E='";

/**
 * The hash of the page template's first script (`index.html`), which marks the document when the
 * browser's storage holds a provider or a pending booking, so that the top navigation's second row
 * is there from the first paint. A test recomputes it from the template.
 */
export const TEMPLATE_SCRIPT_HASH = "'sha256-+A5pef15xJclLN+V61YGF6ZTioClKL1G2xyRM7pFcak='";

/**
 * The hashes of the style elements React Aria writes into the page (its press handling's
 * `touch-action` and its modal's `overscroll-behavior`); a test recomputes them from the
 * installed react-aria, so an upgrade that changes them fails there.
 */
export const REACT_ARIA_STYLE_HASHES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
];

/** Stripe.js and its frames (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

/** PayPal's JS SDK and its buttons' frames and pictures. */
const PAYPAL = {
  script: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
  connect: ['https://www.paypal.com', 'https://*.paypal.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://www.paypal.com', 'https://*.paypal.com'],
};

/** Vimeo's oEmbed endpoint (adapters `video/vimeo.ts`). */
const VIMEO_OEMBED = 'https://vimeo.com';

/**
 * The origin of a configured URL.
 * @param {string} url
 * @param {string} name the environment name, for the error message
 */
function originOf(url, name) {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${name} is not a URL: "${url}"`);
  }
}

/**
 * The CSP directives (in @fastify/helmet's spelling) for a configuration.
 * `frame-ancestors` is `'none'`; the card preview's route widens it (`security.mjs`).
 * @param {AppConfig} config
 * @returns {Record<string, string[]>}
 */
export function cspDirectives(config) {
  const stripe = config.stripePublicKey ? STRIPE : undefined;
  const paypal = config.paypal === 'sdk' ? PAYPAL : undefined;
  const mapStyle = config.mapStyleUrl
    ? [originOf(config.mapStyleUrl, 'VITE_KURSE_MAP_STYLE_URL')]
    : [];
  const geocoder = config.geocoderUrl
    ? [originOf(config.geocoderUrl, 'VITE_KURSE_GEOCODER_URL')]
    : [];
  const analytics = config.analyticsUrl
    ? [originOf(config.analyticsUrl, 'VITE_KURSE_ANALYTICS_URL')]
    : [];
  const vimeo = config.video === 'vimeo' ? [VIMEO_OEMBED] : [];

  /** @type {Record<string, string[]>} */
  const directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrc: [
      "'self'",
      TEMPLATE_SCRIPT_HASH,
      SANDBOX_SCRIPT_HASH,
      ...(stripe?.script ?? []),
      ...(paypal?.script ?? []),
    ],
    // PayPal's SDK writes style elements; a hash in the list would switch 'unsafe-inline' off.
    styleSrc: paypal
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", SANDBOX_STYLE_HASH, ...REACT_ARIA_STYLE_HASHES],
    // React Aria positions overlays and the maps draw with style attributes.
    styleSrcAttr: ["'unsafe-inline'"],
    // MapLibre draws markers from data and blob URLs; pictures come from our origin (`/api/images`).
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...mapStyle,
      ...(stripe?.img ?? []),
      ...(paypal?.img ?? []),
    ],
    fontSrc: ["'self'"],
    // MapLibre reads the bundled style's pictures from data URLs with fetch.
    connectSrc: [
      "'self'",
      'data:',
      ...mapStyle,
      ...geocoder,
      ...analytics,
      ...vimeo,
      ...(stripe?.connect ?? []),
      ...(paypal?.connect ?? []),
    ],
    // A room shows a provider's player frame from any https address (transactions §2 Room);
    // Stripe's and PayPal's frames are https too.
    frameSrc: ["'self'", 'https:'],
    // MapLibre runs its worker from a blob URL.
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
  };
  if (config.cspReportUrl) directives.reportUri = [config.cspReportUrl];
  return directives;
}

/**
 * The Permissions-Policy header: location for the "near me" search, no camera or microphone
 * (not even for room embeds), payments for us and the configured payment providers' frames.
 * @param {AppConfig} config
 */
export function permissionsPolicy(config) {
  const payment = ['self'];
  if (config.stripePublicKey) payment.push('"https://js.stripe.com"');
  if (config.paypal === 'sdk') payment.push('"https://www.paypal.com"');
  return [
    'geolocation=(self)',
    'camera=()',
    'microphone=()',
    `payment=(${payment.join(' ')})`,
    'browsing-topics=()',
  ].join(', ');
}
