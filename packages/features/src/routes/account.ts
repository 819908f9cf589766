// The e-mail confirmation and password pages: small, sharing their form parts, and a visitor on
// one often goes on to another — one module, one import site, one preload list.
export {
  confirmErrorRoute,
  confirmSuccessRoute,
  passwordEditRoute,
  passwordResetRoute,
} from '../account';
