export { ProvidersTab } from './ProvidersTab';
