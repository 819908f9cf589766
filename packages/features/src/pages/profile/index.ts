export { ProfilePage } from './ProfilePage';

/** The catalogue namespaces the profile reads beyond the core (login, signup, account). */
export const namespaces = ['account'] as const;
