export { ProviderScope } from '../provider';
