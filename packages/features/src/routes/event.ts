export { eventRoute as route } from '../course';
