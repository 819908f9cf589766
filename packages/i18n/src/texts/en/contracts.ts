import type { Translation } from '../../catalogue/i18n-types';

/**
 * Subscriptions and contracts: list, cards, new-contract modal, success and failure pages, errors.
 * Spec: transactions §2 New contract modal, Contract pages, Profile tabs; §3 Product; §4; §8.
 */
export const contracts = {
  title: 'Subscriptions and contracts',
  empty: "You don't have any subscriptions or contracts yet.",
  types: {
    subscription: 'Subscription',
    membership: 'Membership',
    plan: 'Instalment plan',
    license: 'Licence',
  },
  intervals: {
    day: '{count} {{day|days}}',
    week: '{count} {{week|weeks}}',
    month: '{count} {{month|months}}',
    year: '{count} {{year|years}}',
  },
  perInterval: {
    day: '{{count:per day|every ?? days}}',
    week: '{{count:per week|every ?? weeks}}',
    month: '{{count:per month|every ?? months}}',
    year: '{{count:per year|every ?? years}}',
  },
  invoiceAnchors: {
    start_date: 'from the start of the contract',
    beginning_of_period: 'at the beginning of each period',
    middle_of_period: 'in the middle of each period',
    end_of_period: 'at the end of each period',
  },
  card: {
    startDate: 'Start: {date}',
    pricePerInterval: '{price} {interval}',
    end: 'Ends on {date}',
    cancel: 'Cancelled as of {date}',
    nextPeriod: 'Next period from {date}',
    courses: 'Related offers',
    cancelButton: 'Cancel',
    cancelDisabled: "Cancelling isn't possible here. Please contact the provider.",
    cancelConfirm: 'Do you really want to cancel this contract?',
    cancelTitle: 'Cancel “{product}”?',
    cancelConfirmAction: 'Yes, cancel',
    cancelKeep: 'Keep contract',
    cancelFailed:
      "The cancellation didn't work. Your contract continues unchanged. Please try again later.",
    cancelled: 'Your contract has been cancelled.',
  },
  list: {
    loading: 'Loading your subscriptions and contracts …',
    all: 'All subscriptions and contracts',
    notFound: "We couldn't find this contract in your account.",
  },
  new: {
    title: 'Subscribe',
    cost: 'Cost',
    totalCost: 'Total cost',
    interval: 'Payment interval',
    invoiceAnchor: 'Billing',
    period: 'Term',
    periodCount: '{count} {{instalment|instalments}}',
    otherEvents: 'Other dates of this offer',
    participantName: 'Name of the participant',
    signupRequired: 'You need a customer account for a subscription.',
    subscribe: 'Subscribe and pay',
    submitting: 'Creating your subscription …',
    event: 'Date',
    cancelation: 'Cancellation',
    account: {
      label: 'Do you already have a customer account?',
      signup: "No, I'm new here",
      login: "Yes, I'll log in",
      loginHint: 'Your subscription is taken out with your customer account.',
    },
  },
  success: {
    title: 'All done!',
    text: 'Your subscription “{product}” is complete.',
    events: 'Dates: {names}',
  },
  failure: {
    title: "Sorry, that didn't work",
    text: "Your subscription “{product}” couldn't be completed.",
    retry: 'Try again',
  },
  errors: {
    wrongPassword: "The password for this date isn't right.",
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    unknown: 'An unknown error occurred. Please try again later.',
    errorCode: 'Error code: {code}',
    loadFailed: 'Error',
    productTitle: "The offer can't be loaded right now",
  },
} satisfies Translation['contracts'];
