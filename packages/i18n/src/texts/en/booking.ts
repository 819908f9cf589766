import type { Translation } from '../../catalogue/i18n-types';
import { bookingErrors } from './booking-errors';
import { checkout, payment } from './booking-checkout';

/**
 * The event booking page and booking form: price choice, participants, booking items, voucher,
 * consent, summary. Spec: transactions §2 Event booking page, Booking form; §4; §5; §8; §9.
 */
export const booking = {
  title: 'Book',
  courseTitle: '{course} with {provider}',
  backToCourse: 'Back to the offer',
  closeConfirm: 'Do you really want to cancel the booking? Your entries will be lost.',
  conflict:
    'You already have an open booking. Do you want to cancel it and continue with this one?',
  choosePrice: 'Choose a price',
  choosePriceHint: 'Please choose a price first.',
  sections: {
    contact: 'Your contact details',
    billing: 'Billing address',
    participants: 'Participants',
    items: 'Extras',
    note: 'Message to the provider',
    voucher: 'Voucher',
    consent: 'Terms and privacy',
    account: 'Customer account',
    payment: 'Payment',
    summary: 'Summary',
  },
  participants: {
    add: 'Add person',
    addBlock: 'Add {count} {{person|people}}',
    remove: 'Remove person',
    saved: 'Your saved people – tap to add:',
    useSaved: 'Add {name}',
    none: 'Please add at least one participant.',
    max: 'You can book {{max:only one participant|at most ?? participants}} at once.',
    countsAsOne: 'At this price, all people together count as one booking.',
  },
  items: {
    mandatory: 'Required',
    bookedOut: 'sold out',
    perUnit: '{price} each',
    noChoice: 'No selection',
    chooseOne: 'Please choose an option.',
    chooseSome: 'Please choose at least one option.',
    chooseQuantity: 'Please enter a quantity for at least one option.',
    confirm: 'Please tick this box.',
  },
  voucher: {
    apply: 'Redeem',
    remove: 'Remove voucher',
    applied: 'Voucher {code} redeemed',
    minAmount: 'This voucher only applies to bookings of {amount} or more.',
    onlyOne: 'You can redeem one voucher per booking.',
  },
  consent: {
    label: 'I have read and accept the terms and conditions and the privacy policy.',
    terms: 'Read the terms and conditions',
    privacy: 'Read the privacy policy',
  },
  account: {
    create: 'Create a customer account (optional)',
    createHint: 'With an account you can see your bookings in your profile at any time.',
    required: 'You need a customer account for this offer. Just choose a password.',
    locked: 'These details come from your customer account.',
  },
  summary: {
    title: 'Summary',
    price: 'Price',
    serviceFee: 'Service fee',
    serviceFeeVat: 'VAT on the service fee ({rate})',
    serviceFeeIncluded: 'Service fee included in the price',
    participants: 'Participants',
    bookingItems: 'Extras',
    voucher: 'Voucher',
    total: 'Total',
    free: 'Free',
    showDetails: 'Show details',
    hideDetails: 'Hide details',
  },
  submit: 'Book and pay',
  submitFree: 'Book for free',
  submitting: 'Creating your booking …',
  free: {
    title: 'Free booking',
    text: "This booking is free of charge – you don't need to pay anything.",
  },
  checkout,
  payment,
  errors: bookingErrors,
} satisfies Translation['booking'];
