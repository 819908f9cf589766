export * from '../account/profile-page';
