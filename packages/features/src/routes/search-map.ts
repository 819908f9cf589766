export { searchMapRoute as route } from '../search';
