export { cardPreviewRoute as route } from '../course';
