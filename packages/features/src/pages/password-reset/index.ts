import type { LazyNamespace } from '@kurse/i18n';

export { PasswordResetPage } from './PasswordResetPage';

/** The catalogue namespaces the page reads beyond the core. */
export const namespaces = ['account'] as const satisfies readonly LazyNamespace[];
