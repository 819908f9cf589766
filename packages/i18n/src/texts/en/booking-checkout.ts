import type { Translation } from '../../catalogue/i18n-types';

/**
 * Checkout, redirect return and payment methods. Part of the `booking` namespace.
 * Spec: transactions §2 Checkout, Checkout redirect page; §4 Payment methods; §9.
 */
export const checkout = {
  title: 'Payment',
  titleFree: 'Complete booking',
  titleBooking: 'Your booking',
  pay: 'Pay now ({amount})',
  paying: 'Processing payment …',
  cancel: 'Cancel booking',
  cancelConfirm: 'Do you really want to cancel this booking?',
  successTitle: 'Thank you for your booking!',
  successText: "You'll receive a confirmation by email shortly.",
  successEvent: '{course} – {event}',
  failureTitle: "This booking can't be paid",
  failureText: 'Please start a new booking or contact the provider.',
  processingTitle: 'Thank you! Your payment has been received and is being processed',
  processingText:
    "A direct debit takes a few working days to be credited. Until then your booking is reserved; there is nothing more you need to do. You'll get an e-mail as soon as the payment is complete.",
  confirmedTitle: 'Your booking is confirmed',
  confirmedText: 'The provider has confirmed your booking. There is nothing left to pay here.',
  toCourse: 'Back to the offer',
  redirectChecking: "We're checking your payment …",
  redirectFailureTitle: "The payment didn't work",
  backToPayment: 'Back to payment',
  toCourses: 'Back to all offers',
  order: {
    title: 'Your order',
    dates: 'Dates',
    participants: 'Participants: {names}',
  },
  successBookingNo: 'Booking number',
  successEventLabel: 'Offer',
  successFirstDate: 'First date',
  successDate: 'Date',
  successPaid: 'Amount paid',
  addToCalendar: 'Add to calendar',
  calendarDescription: 'Booking {billingNo} with {provider}',
} satisfies Translation['booking']['checkout'];

export const payment = {
  title: 'Payment method',
  choose: 'Please choose a payment method.',
  methods: {
    saved: 'Saved payment method',
    card: 'Credit or debit card',
    sepaDebit: 'SEPA Direct Debit',
    giropay: 'giropay',
    sofort: 'Sofort',
    klarna: 'Klarna',
    paymentRequest: 'Apple Pay or Google Pay',
    paypal: 'PayPal',
    lastSaved: 'Last used payment method',
  },
  savedCard: 'Card ending in {last4}',
  savedAccount: 'Account ending in {last4}',
  accountHolderHint: 'We need your name and email address for the payment.',
  sepaMandate:
    'I authorise {provider} to collect payments from my account by direct debit and instruct my bank to honour these debits. I can ask for a refund of the debited amount within {weeks} weeks of the debit date. A returned direct debit costs a fee of {fee}.',
  sepaMandateConsent: 'I agree to the SEPA Direct Debit mandate.',
  sepaMandateRequired: 'Please accept the SEPA direct debit mandate to pay by direct debit.',
  payWithPaypal: 'Pay with PayPal',
  paypalHint: "You confirm the payment in PayPal's window.",
  paypalCanceled: 'You closed PayPal without paying. Try again or choose another payment method.',
  demoPaypalHint: 'Demo mode: PayPal is only simulated, nothing is charged.',
  payWithWallet: 'Pay with Apple Pay or Google Pay',
  demoWalletHint: 'Demo mode: the wallet is only simulated, nothing is charged.',
  paypalLoading: 'Loading PayPal …',
  redirectNotice: "You'll be redirected to confirm the payment.",
  moduleLoading: 'Loading the payment module …',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry date (MM/YY)',
  cardCvc: 'Security code (CVC)',
  demoCardHint:
    'Demo mode: nothing is charged. To test, use card 4242 4242 4242 4242, any future expiry date and any three-digit security code.',
  demoIbanHint: 'Demo mode: nothing is charged. To test, use DE89 3704 0044 0532 0130 00.',
} satisfies Translation['booking']['payment'];
