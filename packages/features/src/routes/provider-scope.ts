export { ProviderScope, seedProvider } from '../provider';
