export { ProviderHomePage } from './ProviderHomePage';
