export { courseRoute as route } from '../course';
