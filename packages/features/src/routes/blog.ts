// The blog and its posts (one module).
export { blogRoute, postRoute } from '../blog';
