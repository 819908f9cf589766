export { checkoutRedirectRoute as route } from '../checkout';
