import type { Translation } from '../../catalogue/i18n-types';

/**
 * Course and event pages: events list, price options, type info, password gate, card preview.
 * Spec: discovery §2 Course and event pages, §3 Course, Event, PriceOption, §4 Event availability.
 */
export const course = {
  events: 'Dates',
  showEvents: 'Show dates',
  hideEvents: 'Hide dates',
  showEventsAndBook: 'Dates & booking',
  bookingBar: 'Dates and booking',
  book: 'Book',
  choosePrice: 'Choose a price',
  perPerson: 'per person',
  forParticipants: 'for {count} {{person|people}}',
  appointments: '{count} {{session|sessions}}',
  continuous: 'Ongoing from {start} to {end}',
  continuousOpenEnd: 'Ongoing from {start}',
  flexible: 'Dates by arrangement',
  onDemand: 'Access for {period}',
  onDemandUnlimited: 'Unlimited access',
  trainers: 'Instructors',
  categories: 'Categories',
  clearCategory: 'Show all categories',
  ungrouped: 'More offers',
  viewList: 'Show as a list',
  viewCards: 'Show as cards',
  locationTypes: {
    onSite: 'On site',
    online: 'Online',
    home: 'At your home',
    byArrangement: 'By arrangement',
    others: 'Other locations',
  },
  manyLocations: 'At several locations',
  status: {
    ready: 'Bookable',
    notReady: 'Not bookable yet',
    started: 'Already started',
    ended: 'Ended',
  },
  passwordGate: {
    title: 'This date is protected',
    intro: 'Please enter the password you got from the provider.',
    submit: 'Unlock',
    unlocked: 'Unlocked – you can book this date now.',
  },
  detailsLoading: 'Loading details …',
  bookOption: 'Book: {name}',
  details: 'At a glance',
  location: 'Location',
  price: 'Price',
  providerAndTown: '{provider} · {town}',
  offeredBy: 'Offered by',
  town: 'Town',
} satisfies Translation['course'];
