export { franchiseScheduleRoute as route } from '../franchise';
