/** The checkout slice's door: everything other slices and the app use of it. */
export { checkoutRoute } from './page/route';
export { checkoutRedirectRoute } from './redirect-page/route';
