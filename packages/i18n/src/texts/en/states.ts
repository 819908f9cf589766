import type { Translation } from '../../catalogue/i18n-types';

/**
 * Status labels: availability, places, validity, contract and booking status, "since" badge, ages,
 * reading time and empty lists. Spec: discovery §2, §4, §9; transactions §2, §3, §4.
 */
export const states = {
  availability: {
    bookable: 'Available',
    notYetBookable: 'Not bookable yet',
    bookedOut: 'Fully booked',
    waitingList: 'Fully booked – waiting list open',
    notBookable: 'Not bookable',
    protected: 'Password protected',
  },
  placesLeft: '{count} {{place|places}} left',
  onlyFewLeft: 'Only a few places left',
  startsAt: 'Starts on {date}',
  startedAt: 'Started on {date}',
  bookedOut: 'Fully booked',
  protectedUntil: 'Protected until {date}',
  validity: {
    oneWeek: '1 week',
    twoWeeks: '2 weeks',
    oneMonth: '1 month',
    threeMonths: '3 months',
    sixMonths: '6 months',
    oneYear: '1 year',
    unlimited: 'Unlimited',
  },
  validityLabel: 'Access: {period}',
  validUntil: 'Valid until {date}',
  contract: {
    running: 'Running',
    expired: 'Expired',
    canceled: 'Cancelled',
    plan: 'Instalment plan',
  },
  booking: {
    created: 'Received',
    prepared: 'Ready for payment',
    pending: 'Payment pending',
    paid: 'Paid',
    rejected: 'Declined',
    approved: 'Confirmed',
    canceled: 'Cancelled',
  },
  since: {
    recently: 'New on Kurse',
    years: 'On Kurse for {years} {{year|years}}',
    months: 'On Kurse for {months} {{month|months}}',
    yearsMonths: 'On Kurse for {years} {{year|years}} and {months} {{month|months}}',
  },
  age: {
    months: '{count} {{month|months}}',
    years: '{count} {{year|years}}',
    yearsHalf: '{count}½ years',
    range: '{min} – {max}',
    from: 'from {min}',
    upTo: 'up to {max}',
    label: 'Age',
  },
  readingTime: {
    lessThanMinute: 'Reading time: less than a minute',
    minutes: 'Reading time: {count} {{minute|minutes}}',
  },
  empty: {
    generic: 'Nothing to see here yet.',
    courses: "This provider doesn't have any offers at the moment.",
    events: 'There are no dates for this offer at the moment.',
    ratings: 'No reviews yet.',
    recommendations: 'No recommendations at the moment.',
  },
} satisfies Translation['states'];
