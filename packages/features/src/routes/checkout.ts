export { checkoutRoute as route } from '../checkout';
