export { roomRoute as route } from '../room';
