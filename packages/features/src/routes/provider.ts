export { providerRoute as route } from '../provider';
