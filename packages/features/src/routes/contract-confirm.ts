export * from '../contracts/confirm-page';
