import type { RouteModule } from '../../core';
import {
  ConfirmErrorPage,
  ConfirmSuccessPage,
  PasswordEditPage,
  PasswordResetPage,
  namespaces,
} from '.';

/** The route of `confirm-success`. */
export const confirmSuccessRoute = { namespaces, Page: ConfirmSuccessPage } satisfies RouteModule;

/** The route of `confirm-error`. */
export const confirmErrorRoute = { namespaces, Page: ConfirmErrorPage } satisfies RouteModule;

/** The route of `password-reset`. */
export const passwordResetRoute = { namespaces, Page: PasswordResetPage } satisfies RouteModule;

/** The route of `password-edit`. */
export const passwordEditRoute = { namespaces, Page: PasswordEditPage } satisfies RouteModule;
