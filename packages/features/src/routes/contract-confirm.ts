export { contractConfirmRoute as route } from '../contracts';
