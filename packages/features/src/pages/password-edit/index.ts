import type { LazyNamespace } from '@kurse/i18n';

export { PasswordEditPage } from './PasswordEditPage';
export type { PasswordEditPageProps } from './PasswordEditPage';

/** The catalogue namespaces the page reads beyond the core. */
export const namespaces = ['account'] as const satisfies readonly LazyNamespace[];
