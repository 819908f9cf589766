import type { Translation } from '../../catalogue/i18n-types';

/** One message per domain ValidationError key, with its parameters. Spec: both §5. */
export const validation = {
  required: 'Please fill in this field.',
  email: 'Please enter a valid email address.',
  maxLength: 'Please enter no more than {max} characters.',
  minLength: 'Please enter at least {min} {{character|characters}}.',
  range: 'Please enter a number from {min} to {max}.',
  integer: 'Please enter a whole number.',
  country: 'Please choose a country from the list.',
  minCount: 'Please add at least {min} {{person|people}}.',
  requiredMarker: 'Required',
  requiredLegend: 'Fields marked * are required.',
  checkFields: 'Please check the highlighted fields.',
  termsRequired: 'Please accept the terms and conditions and the privacy policy.',
  choosePrice: 'Please choose a price.',
  server: {
    invalid: 'Please check this entry.',
    taken: 'This is already taken.',
    emailTaken: 'There is already an account with this email address. Log in or use another one.',
    emailNotFound: 'We could not find an account with this email address.',
    phone: 'Please enter a valid phone number.',
    postalCode: 'Please enter a valid postcode.',
    password: 'Please choose a different password.',
    link: 'This link is invalid or has expired. Please request a new one.',
    field: '{label}: {message}',
  },
} satisfies Translation['validation'];
