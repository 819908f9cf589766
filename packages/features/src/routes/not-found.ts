export { notFoundRoute as route } from '../frame';
