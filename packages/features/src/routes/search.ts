export { searchRoute as route } from '../search';
