/** The franchise slice's door: everything other slices and the app use of it. */
export { franchiseRoute } from './page/route';
export { franchiseMapRoute } from './map-page/route';
export { franchiseScheduleRoute } from './schedule-page/route';
