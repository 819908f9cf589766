import type { LazyNamespace } from '@kurse/i18n';

export { RoomPage } from './RoomPage';
export type { RoomPageProps } from './RoomPage';

/** The catalogue namespaces the room reads beyond the core (its texts; the login's). */
export const namespaces = ['rooms', 'account'] as const satisfies readonly LazyNamespace[];
