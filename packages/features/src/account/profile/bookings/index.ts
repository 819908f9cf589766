export { BookingsTab, type BookingsTabProps } from './BookingsTab';
export { OnDemandTab, type OnDemandTabProps } from './OnDemandTab';
export { onDemandEntries, type OnDemandBooking } from './on-demand-entries';
