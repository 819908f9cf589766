export { franchiseMapRoute as route } from '../franchise';
