/** The course slice's door: everything other slices and the app use of it. */
export { EventTypeInfo } from './events/EventTypeInfo';
export { PasswordGate } from './events/PasswordGate';
export { LazyPasswordGate } from './events/LazyPasswordGate';
export { EventItem, EventOffers, EventsList, contractHref, eventHref } from './events';
export type {
  EventCourse,
  EventItemProps,
  EventOffersProps,
  EventsListProps,
  PasswordGateProps,
  PathQuery,
} from './events';
export { routePath } from './events/links';
export type { EventPlace } from './events/links';
export { useEventOffers } from './events/offers';
export { useEventPassword } from './events/use-event-password';
export { courseRoute } from './page/route';
export { eventRoute } from './event-page/route';
export { cardPreviewRoute } from './card-preview/route';
