/** The blog slice's door: everything other slices and the app use of it. */
export { blogRoute, postRoute } from './pages/route';
