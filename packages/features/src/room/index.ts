/** The room slice's door: everything other slices and the app use of it. */
export { roomRoute } from './page/route';
