/** The account slice's door: everything other slices and the app use of it. */
export { LoginForm } from './auth/LoginForm';
export { setLoginOpen, showAuthView } from './auth/auth-view';
export { AuthBlock, SignupForm } from './auth';
export type { LoginFormProps, SignupFormProps } from './auth';
export { AccountPageLayout } from './pages/AccountPageLayout';
export { profileRoute } from './profile-page/route';
export {
  confirmSuccessRoute,
  confirmErrorRoute,
  passwordResetRoute,
  passwordEditRoute,
} from './entry/route';
