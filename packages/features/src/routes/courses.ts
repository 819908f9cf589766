export { coursesRoute as route } from '../provider';
