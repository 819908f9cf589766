export { ProfilePage } from './ProfilePage';
export type { ProfilePageProps } from './ProfilePage';

/** The catalogue namespaces the profile's tabs read beyond the core. */
export const namespaces = ['account', 'contracts', 'states', 'booking'] as const;
