export { landingRoute as route } from '../frame';
