export { previewRoute as route } from '../provider';
