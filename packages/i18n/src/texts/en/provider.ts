import type { Translation } from '../../catalogue/i18n-types';

/**
 * Provider page: side panel, contact form, waiting list, ratings, external providers and
 * recommendations. Spec: discovery §2 Provider page, Course and event pages; §3; §5; §8.
 */
export const provider = {
  allOffers: 'All offers',
  offersDescription:
    'All courses and offers of {provider}: dates, prices and free places at a glance.',
  hearts: '{count} {{heart|hearts}}',
  image: '{provider} – photo {index}',
  franchises: 'Partner of',
  contactPerson: 'Contact person',
  contacts: 'Your contact persons',
  panel: {
    contact: 'Contact',
    phone: 'Call',
    website: 'Website',
    facebook: 'Facebook',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    address: 'Address',
    otherAddresses: 'Other locations',
    openInMaps: 'Open in maps',
    mapSearch: 'Search for offers nearby',
  },
  contact: {
    open: 'Write a message',
    title: 'Message to {provider}',
    subject: 'Enquiry via Kurse',
    send: 'Send message',
    success: 'Your message is on its way! {provider} will get back to you soon.',
    failed: "Your message couldn't be sent. Please try again.",
  },
  waitingList: {
    title: 'Waiting list',
    intro:
      'This date is fully booked. Join the waiting list – the provider will get in touch when a place becomes free.',
    submit: 'Join the waiting list',
    alreadyListed: "You're already on the waiting list for this date.",
    listedAs: "You're signing up as {name}.",
    success: "You're on the waiting list now. Fingers crossed!",
  },
  ratings: {
    title: 'Reviews',
    count: '{count} {{review|reviews}}',
    show: 'Show reviews',
    hide: 'Hide reviews',
    all: 'See all reviews',
    about: 'on {course}',
    failed: 'The reviews cannot be loaded right now.',
  },
  external: {
    intro: 'This provider manages its offers and bookings on its own website.',
    link: 'Continue to the website of {provider}',
    note: 'You are leaving Kurse. The provider alone is responsible for the content of its website.',
  },
  recommendations: {
    title: 'You might also like',
  },
  terms: 'Terms and conditions of {provider}',
  privacyPolicy: 'Privacy policy of {provider}',
  termsDescription: 'The terms and conditions of {provider} for your bookings.',
  privacyPolicyDescription: 'How {provider} handles your data: the privacy policy.',
  noTerms: '{provider} has not provided terms and conditions of its own.',
  noPrivacyPolicy: '{provider} has not provided a privacy policy of its own.',
} satisfies Translation['provider'];
