/** Fixtures of the offer side: providers, franchises, courses, events, prices, products, items. */
import type { Fixture } from './fixture-type';

/** Offer-side fixtures, grouped by entity. */
export const CATALOG_FIXTURES = {
  providers: {
    standardTemplate: {
      id: 1,
      slug: 'schwimmschule-seepferdchen',
      case: 'standard template, terms and privacy, blog with a scheduled post, ratings, extra address, social links, PayPal and Stripe account, relevance 1800',
    },
    cardTemplate: {
      id: 2,
      slug: 'hopsala-kinderturnen',
      case: 'card template, website without http, no terms and no privacy policy, free playgroup',
    },
    cleanTemplate: {
      id: 3,
      slug: 'toepferwerkstatt-tonart',
      case: 'clean template, biweekly subscription, booking item with a booked-out option',
    },
    darkBackground: {
      id: 4,
      slug: 'musikgarten-klangwiese',
      case: 'dark background colour, Klangkiste member, membership product, blog',
    },
    noBackground: { id: 14, slug: 'malschule-farbklecks', case: 'no background colour' },
    termsOnly: {
      id: 6,
      slug: 'yogamama-muenchen',
      case: 'terms but no privacy policy, on-demand video course and a license product',
    },
    privacyOnly: {
      id: 11,
      slug: 'familienzentrum-sonnenschein',
      case: 'privacy policy but no terms, home visit course, free playgroup, card-template blog',
    },
    external: {
      id: 26,
      slug: 'robotik-akademie-muenster',
      case: 'external provider: only links out, no courses',
    },
    externalAbroad: {
      id: 42,
      slug: 'english-playgroup-luxembourg',
      case: 'external provider in Luxembourg, website without http',
    },
    justCreated: {
      id: 43,
      slug: 'kraxelkinder-berlin',
      case: 'just created, 2 days old ("recently"), no courses yet',
    },
    recentlyJoined: {
      id: 41,
      slug: 'schwammschoul-esch',
      case: 'joined 25 days ago ("recently"), Esch-sur-Alzette (LU)',
    },
    onlineOnly: {
      id: 28,
      slug: 'elternwissen-online',
      case: 'online only: on-demand courses valid 365 days and unlimited, 12 days old',
    },
    highlighted: {
      id: 9,
      slug: 'kleine-koeche-frankfurt',
      case: 'relevance 1200 (highlighted with a term), two kitchens, WhatsApp link, cash voucher',
    },
    austria: {
      id: 29,
      slug: 'wiener-wasserfloehe',
      case: 'Vienna (AT), blog, ratings, relevance 1500, extra address',
    },
    switzerland: {
      id: 36,
      slug: 'junior-coding-zuerich',
      case: 'Zürich (CH), dark background, course that is not bookable',
    },
    luxembourg: { id: 40, slug: 'petite-ecole-de-musique', case: 'Luxembourg City (LU)' },
    franchiseFlagship: {
      id: 51,
      slug: 'kinderturnwelt-berlin-mitte',
      case: 'Kinderturnwelt flagship: subscription with three events, blog, pushed course',
    },
    withoutAddress: {
      id: 64,
      slug: 'kinderturnwelt-mobil',
      case: 'franchise location without address or coordinates (left off maps)',
    },
  },
  franchises: {
    manyLocations: {
      id: 1,
      slug: 'kinderturnwelt',
      case: '14 locations with 13 distinct latitudes (map shows), three schedule categories',
    },
    blackColor: {
      id: 2,
      slug: 'klangkiste',
      case: 'primaryColor black (default gradient), no subtitle, one schedule category',
    },
    noColor: { id: 3, slug: 'sprachfuechse', case: 'no primaryColor, no address, no images' },
  },
  courses: {
    pushed: {
      id: 103,
      case: 'relevance 6200 (pushed), protected event, plan product, percent voucher, recommendations',
    },
    pushedAtThreshold: {
      id: 201,
      case: 'relevance exactly 5000 (pushed), two continuous events in a subscription',
    },
    online: { id: 112, case: 'locationType online (live video course)' },
    byArrangement: {
      id: 138,
      case: 'locationType byArrangement, flexible event, options capped at one participant',
    },
    home: { id: 124, case: 'locationType home (home visit), mandatory phone' },
    onSite: { id: 101, case: 'locationType onSite, ages 6–18 months, parent + child option' },
    others: { id: 148, case: 'locationType others (changing meeting points), many locations' },
    ageOneAndAHalf: {
      id: 102,
      case: 'ages 18–36 months (1½ to 3 years), extra address, few places left',
    },
    ageSchool: { id: 111, case: 'ages 60–144 months' },
    hiddenEvent: {
      id: 111,
      token: 'course-111',
      case: 'second event (1112) hidden; revealed with the access token',
    },
    notReady: { id: 134, case: 'status not_ready: events not yet bookable' },
    ended: { id: 163, case: 'status ended: past events, not bookable' },
    notBookable: { id: 174, case: 'isBookable false: not bookable online' },
    waitingListOnly: {
      id: 117,
      case: 'every event booked out with a waiting list and a question, approval required',
    },
  },
  events: {
    block: { id: 1011, case: 'typeOf block (10 weekly dates)' },
    flexible: { id: 1241, case: 'typeOf flexible: description instead of dates' },
    continuous: { id: 1041, case: 'typeOf continuous: running period, free trial option' },
    onDemand: { id: 1151, case: 'typeOf on_demand, valid 30 days, license product' },
    single: { id: 1201, case: 'typeOf single, allows a note, mandatory text booking item' },
    recurring: {
      id: 1101,
      case: 'typeOf recurring with a monthly recurring price option and a membership',
    },
    protectedUntil: {
      id: 1032,
      password: 'seepferdchen',
      case: 'protected until 10 days after now, with a hint',
    },
    protectedNoEnd: {
      id: 1421,
      password: 'springer',
      case: 'protected without end; offered by a membership product',
    },
    fullWithWaitList: {
      id: 1171,
      case: 'booked out, waiting list with a question, no application yet',
    },
    fullWithoutWaitList: { id: 1321, case: 'booked out without a waiting list' },
    alreadyListed: {
      id: 1771,
      case: 'booked out with a waiting list; the demo customer is already listed',
    },
    fewPlacesLeft: { id: 1021, case: '2 of 10 places left (places-left hint)' },
    lowShare: {
      id: 1031,
      case: '5 of 20 places left: share under 40 % (places-left hint), plan product',
    },
    free: { id: 1061, case: 'free event (price 0)' },
    allowNote: { id: 1201, case: 'allows a note to the provider' },
    mandatoryPhone: { id: 1221, case: 'phone required in the booking form' },
    onDemand7: { id: 1571, case: 'on demand, valid 7 days' },
    onDemand30: { id: 1151, case: 'on demand, valid 30 days' },
    onDemand365: { id: 1581, case: 'on demand, valid 365 days' },
    onDemandUnlimited: { id: 1591, case: 'on demand, validDays 0 (unlimited)' },
    singleParticipantPrice: {
      id: 1191,
      case: 'price 54900 (at least 50000: one participant), radio and quantity items',
    },
  },
  priceOptions: {
    parentAndChild: { id: 10111, case: 'participantMultiplier 2 (parent + child)' },
    topUp: { id: 12112, case: 'top_up family flat rate, maxParticipantCount 4' },
    maxOne: { id: 13811, case: 'maxParticipantCount 1 (private lessons)' },
    free: { id: 10611, case: 'price 0' },
    recurring: { id: 11011, case: 'recurring monthly price option' },
    singleParticipant: { id: 11911, case: 'price 54900, at least 50000 cents' },
  },
  products: {
    plan: { id: 7001, case: 'plan: 4 monthly rates, invoice anchor start_date, eventOnly' },
    subscriptionManyEvents: {
      id: 7002,
      case: 'subscription with three events, eventOnly false, beginning_of_period',
    },
    membership: { id: 7003, case: 'yearly membership, end_of_period, two events, eventOnly false' },
    license: { id: 7004, case: 'yearly license of an on-demand course, middle_of_period' },
    biweekly: { id: 7005, case: 'subscription every 2 weeks' },
    planEndOfPeriod: { id: 7006, case: 'plan in 3 rates for a holiday camp, end_of_period' },
    protectedEvent: { id: 7007, password: 'springer', case: 'membership whose event is protected' },
  },
  bookingItems: {
    text: { id: 12011, case: 'text item, mandatory (allergies)' },
    checkbox: { id: 10111, case: 'checkbox item with a priced option (swim diapers)' },
    multiple: { id: 10711, case: 'multiple choice with a booked-out option' },
    radio: { id: 11911, case: 'radio, mandatory (T-shirt size), one size booked out' },
    quantity: { id: 11912, case: 'quantity (lunch per day)' },
    bookedOutOption: { id: 107112, case: 'option with available false' },
  },
} as const satisfies Record<string, Record<string, Fixture>>;
