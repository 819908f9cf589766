import type { Translation } from '../../catalogue/i18n-types';

/** Franchise pages: partner badge, providers, map and schedule. Spec: discovery §2 Franchise pages. */
export const franchise = {
  partner: 'Kurse partner',
  partnerLink: 'More about our partners',
  email: 'Email',
  defaultIntro: 'Discover all locations and offers of {name}.',
  providers: {
    title: 'Our locations',
    intro: 'Find a location near you.',
    activateMap: 'Click to use the map',
  },
  map: {
    title: 'All locations on the map',
  },
  pages: {
    label: 'Timetable and map',
    schedule: 'See the timetable',
    map: 'All locations on the map',
  },
  schedule: {
    title: 'Timetable',
    today: 'Today',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    toggleView: 'Switch between week and day view',
    categories: 'Categories',
    locationFilter: 'Filter by location',
    empty: 'There are no dates in this period.',
    nextEvents: 'The next dates are on {date}.',
    showNextEvents: 'Go to {date}',
    noEventsAhead: 'There are no dates here in the next four weeks either.',
    repeats: 'Regular date',
    flexibleLocation: 'Online or by arrangement',
    documentTitle: 'Timetable – {name}',
    description: 'The timetable of {name}: every class at every location, day by day.',
    weekAnnouncement: 'Week from {start} to {end}',
    dayAnnouncement: '{date}',
    timeRange: '{start}–{end}',
    keyboardHint:
      'Use the arrow keys to move between dates: up and down within a day, left and right to the previous and next day.',
    clearLocation: 'Remove location',
  },
} satisfies Translation['franchise'];
