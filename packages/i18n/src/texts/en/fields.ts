import type { Translation } from '../../catalogue/i18n-types';

/**
 * Labels, placeholders and hints of every form field of both §5 (contact form, waiting list, lead
 * form, login, signup, account, booking, voucher, passwords, assistant, search filters).
 */
export const fields = {
  firstName: { label: 'First name', placeholder: 'e.g. Anna' },
  lastName: { label: 'Last name', placeholder: 'e.g. Smith' },
  name: { label: 'Name', placeholder: 'First and last name' },
  email: { label: 'Email address', placeholder: 'name@example.com' },
  phone: {
    label: 'Phone',
    placeholder: 'e.g. +49 171 1234567',
    hint: 'In case the provider needs to reach you at short notice.',
  },
  mobile: { label: 'Mobile number' },
  dateOfBirth: { label: 'Date of birth' },
  company: { label: 'Company', hint: 'Only needed if the invoice should go to a company.' },
  street: { label: 'Street and number', placeholder: 'e.g. Lindenstraße 12' },
  postalCode: { label: 'Postcode', placeholder: 'e.g. 10115' },
  city: { label: 'Town or city', placeholder: 'e.g. Berlin' },
  country: { label: 'Country', placeholder: 'Choose a country' },
  message: {
    label: 'Your message',
    placeholder: 'What would you like to ask the provider?',
  },
  answer: { label: 'Your answer' },
  participantCount: {
    label: 'Number of people',
    hint: 'Between {min} and {max}.',
  },
  lead: {
    name: { label: "Provider's name", placeholder: 'e.g. Seahorse Swim School' },
    email: { label: "Provider's email address", placeholder: 'info@provider.com' },
    url: { label: "Provider's website", placeholder: 'https://www.provider.com' },
  },
  password: {
    label: 'Password',
    hint: 'At least {min} characters.',
    show: 'Show password',
    hide: 'Hide password',
  },
  passwordConfirmation: { label: 'Repeat password' },
  newPassword: { label: 'New password' },
  eventPassword: {
    label: 'Password for this date',
    placeholder: 'Enter password',
    hint: 'You get the password from the provider.',
  },
  participantName: {
    label: 'Name of the participant',
    placeholder: 'First and last name',
    numbered: 'Person {number}',
  },
  note: {
    label: 'Message to the provider (optional)',
    placeholder: 'Anything else you would like to tell the provider?',
  },
  bookingItem: {
    quantity: 'Quantity',
    choose: 'Please choose',
    optionPrice: '+ {price}',
  },
  voucher: { label: 'Voucher code', placeholder: 'e.g. SOMMER10' },
  accountHolder: { label: 'Account holder name' },
  iban: { label: 'IBAN', placeholder: 'DE00 0000 0000 0000 0000 00' },
  searchTerm: { label: 'Search term', placeholder: 'What are you looking for? e.g. baby swimming' },
  address: { label: 'Address', placeholder: 'Town, postcode or address' },
  assistant: {
    label: 'What are you looking for?',
    placeholder: 'e.g. swimming lessons for my 4-year-old daughter in Cologne, on Saturdays',
    hint: 'Enter sends, Shift + Enter starts a new line.',
  },
  priceSlider: {
    label: 'Maximum price',
    value: 'up to {price}',
    noLimit: 'No limit',
  },
  radius: { label: 'Radius', value: '{km} km' },
  startDate: { label: 'From date' },
} satisfies Translation['fields'];
