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
  schedule: {
    title: 'Timetable',
    today: 'Today',
    previous: 'Previous',
    next: 'Next',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    week: 'Week',
    day: 'Day',
    toggleView: 'Switch between week and day view',
    weekRange: '{start} – {end}',
    categories: 'Categories',
    allCategories: 'All categories',
    locationFilter: 'Filter by location',
    empty: 'There are no dates in this period.',
    repeats: 'Regular date',
    flexibleLocation: 'Online or by arrangement',
    documentTitle: 'Timetable – {name}',
    weekAnnouncement: 'Week from {start} to {end}',
    dayAnnouncement: '{date}',
    timeRange: '{start}–{end}',
    clearLocation: 'Remove location',
    dayEmpty: 'No dates',
    calendar: 'Dates',
  },
} satisfies Translation['franchise'];
