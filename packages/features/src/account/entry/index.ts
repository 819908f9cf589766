import type { LazyNamespace } from '@kurse/i18n';

/**
 * The e-mail confirmation and password pages, loaded together: they are small, share their form
 * parts, and a visitor on one often goes on to another. Spec: discovery §2 Confirmation and
 * password pages.
 */
export { ConfirmSuccessPage } from '../confirm-success/ConfirmSuccessPage';
export { ConfirmErrorPage } from '../confirm-error/ConfirmErrorPage';
export { PasswordResetPage } from '../password-reset/PasswordResetPage';
export { PasswordEditPage } from '../password-edit/PasswordEditPage';
export type { PasswordEditPageProps } from '../password-edit/PasswordEditPage';

/** The catalogue namespaces the pages read beyond the core. */
export const namespaces = ['account'] as const satisfies readonly LazyNamespace[];
