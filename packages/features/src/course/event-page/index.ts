import type { LazyNamespace } from '@kurse/i18n';
import { namespaces as coursePage } from '../page';

export { EventBookingPage } from './EventBookingPage';
export type { EventBookingPageProps } from './EventBookingPage';

/**
 * The catalogue namespaces of the event booking page: the course page's under it (booking among
 * them) and the country names of the billing address.
 */
export const namespaces = [...coursePage] as const satisfies readonly LazyNamespace[];
