import type { LazyNamespace } from '@kurse/i18n';
import { namespaces as coursePage } from '../course';

export { EventBookingPage } from './EventBookingPage';
export type { EventBookingPageProps } from './EventBookingPage';

/** The catalogue namespaces of the event booking page: the course page's under it, and booking. */
export const namespaces = coursePage satisfies readonly LazyNamespace[];
