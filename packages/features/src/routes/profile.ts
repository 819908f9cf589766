export { profileRoute as route } from '../account';
