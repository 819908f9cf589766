import type { Translation } from '../../catalogue/i18n-types';

/** Texts of the form primitives in @kurse/ui (fields, selects, sliders, forms). */
export const forms = {
  optional: 'optional',
  counter: '{count} of {max} characters',
  errors: {
    typeMismatch: 'This format is not valid.',
    patternMismatch: 'This format is not valid.',
    tooLong: 'This text is too long.',
    tooShort: 'This text is too short.',
    rangeUnderflow: 'This value is too low.',
    rangeOverflow: 'This value is too high.',
    stepMismatch: 'This value is not allowed.',
    badInput: 'This entry is not valid.',
    invalid: 'This entry is not valid.',
  },
  select: {
    placeholder: 'Please choose',
  },
  comboBox: {
    loading: 'Loading suggestions …',
    empty: 'No matches',
  },
  datePicker: { open: 'Open calendar', clear: 'Clear date' },
  priceSlider: {
    label: 'Maximum price',
    upTo: 'up to {price}',
    noLimit: 'No limit',
  },
  examples: {
    emailDescription: 'We will send your booking confirmation to this address.',
    emailTaken: 'This email address is already registered.',
    messageDescription: 'Your message to the provider.',
    ageGroupsDescription: 'Who are you looking for a course for?',
    ageGroupsError: 'Please choose at least one age group.',
    paymentSepaDescription: 'The amount is debited from your account.',
    countryDescription: 'The country of your billing address.',
    addressDescription: 'Street and town, for example “High Street 1, Berlin”.',
    onlineOffersDescription: 'Courses that take place by video.',
  },
} satisfies Translation['ui']['forms'];
