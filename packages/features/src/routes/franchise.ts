export { franchiseRoute as route } from '../franchise';
