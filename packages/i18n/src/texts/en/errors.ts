import type { Translation } from '../../catalogue/i18n-types';

/** Error screens and alerts outside the booking flow. Spec: discovery §2, §8. */
export const errors = {
  generic: {
    title: 'Something went wrong',
    text: 'Please reload the page or try again later.',
    reload: 'Reload page',
    back: 'Go back',
  },
  notFound: {
    title: 'Page not found',
    text: "This page doesn't exist (any more). Did you enter your URL correctly?",
    home: 'Go to the home page',
  },
  provider: {
    notFound: "Sorry, we couldn't find this provider.",
    generic: "The provider can't be loaded right now. Please try again later.",
  },
  course: {
    notFound: "Sorry, we couldn't find this offer.",
  },
  preview: {
    name: 'Sorry, nothing found :(',
    description: 'Did you enter your URL correctly?',
  },
  franchise: {
    notFound: "Sorry, we couldn't find this page.",
    generic: "This page can't be loaded right now. Please try again later.",
  },
  timeZone:
    'All times are shown in German time (Europe/Berlin). Your time zone ({zone}) is different.',
  geolocation:
    'Your current location is not available right now. Please allow location access or enter an address.',
  offline: 'No connection to the server. Please check your internet connection.',
  unknown: 'An unknown error occurred. Please try again later.',
  errorCode: 'Error code: {code}',
  sessionExpired: 'Your login has expired. Please log in again – what you entered is kept.',
  tooManyRequests:
    'Too many requests. Please try again in {minutes} {{minute|minutes}} – what you entered is kept.',
  tooManyRequestsSoon:
    'Too many requests. Please wait a moment and then try again – what you entered is kept.',
} satisfies Translation['errors'];
