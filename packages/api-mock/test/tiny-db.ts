/**
 * A small hand-made database for unit tests that must not depend on the seed: two providers
 * (one with PayPal, one external), a franchise, courses with block, continuous, on-demand,
 * protected and booked-out events, a product, a voucher, two customers and five towns.
 * The clock of these tests is NOW (a Wednesday).
 */
import type { CourseRecord, Db, Schemas } from '../src/db/types';

/** The clock of the tiny database's tests (a Wednesday, 11:00 in Berlin). */
export const NOW = new Date('2026-03-04T10:00:00Z');
/** A session token of Anna (customer 40). */
export const ANNA_TOKEN = 'tok_anna';

const address = (city: string, lat: number, lng: number): Schemas['Address'] => ({
  street: 'Hauptstraße 1',
  postalCode: '50667',
  city,
  country: 'DE',
  lat,
  lng,
});

const option = (id: number, price: number, extra: Partial<Schemas['PriceOption']> = {}) => ({
  id,
  name: `Option ${id}`,
  price,
  typeOf: 'standard' as const,
  participantMultiplier: 1,
  maxParticipantCount: null,
  model: 'PriceOption' as const,
  ...extra,
});

const event = (id: number, extra: Partial<Schemas['Event']> = {}): Schemas['Event'] => ({
  id,
  name: `Event ${id}`,
  typeOf: 'block',
  startDate: '2026-03-07T09:00:00+01:00',
  endDate: '2026-03-28T10:00:00+01:00',
  appointments: [
    { id: id * 10, startDate: '2026-03-07T09:00:00+01:00', endDate: '2026-03-07T10:00:00+01:00' },
    {
      id: id * 10 + 1,
      startDate: '2026-03-14T09:00:00+01:00',
      endDate: '2026-03-14T10:00:00+01:00',
    },
  ],
  priceOptions: [option(id * 100, 12000)],
  bookingItems: [],
  participantsLeft: 6,
  participantCount: 10,
  availability: 'bookable',
  isProtected: false,
  waitList: false,
  hidden: false,
  mandatoryPhone: false,
  ...extra,
});

const course = (
  id: number,
  providerId: number,
  name: string,
  events: Schemas['Event'][],
  extra: Partial<Schemas['Course']> = {},
): CourseRecord => ({
  course: {
    id,
    name,
    description: `${name} für die ganze Familie`,
    categories: [{ id: 1, name: 'Schwimmen', color: '#0af' }],
    provider: { id: providerId, slug: providerId === 1 ? 'wasserratten' : 'extern' },
    isBookable: true,
    status: 'ready',
    locationType: 'onSite',
    address: address('Köln', 50.94, 6.96),
    ageMin: 3,
    ageMax: 12,
    priceFrom: 12000,
    serviceFeeRate: 0.05,
    maxServiceFee: 500,
    serviceFeeIncluded: false,
    relevance: 100,
    events,
    ...extra,
  },
  providerId,
  eventPasswords: { 13: 'geheim' },
  recommendations: [{ modelName: 'provider', id: 2 }],
});

/** A fresh tiny database. */
export function tinyDb(): Db {
  const bookingItem: Schemas['BookingItem'] = {
    id: 1,
    label: 'Handtuch',
    type: 'checkbox',
    options: [
      { id: 51, name: 'Ja', price: 300, available: true, bookingItemId: 1 },
      { id: 52, name: 'Weg', price: 100, available: false, bookingItemId: 1 },
    ],
  };
  const demand = event(14, {
    typeOf: 'on_demand',
    validDays: 30,
    startDate: null,
    endDate: null,
    appointments: [],
    priceOptions: [option(1400, 0)],
  });
  const product: Schemas['Product'] = {
    id: 70,
    name: 'Schwimm-Abo',
    price: 3900,
    typeOf: 'subscription',
    intervalType: 'month',
    intervalCount: 1,
    serviceFee: 100,
    serviceFeeIncluded: false,
    events: [event(11)],
    provider: { id: 1, slug: 'wasserratten' },
    model: 'Product',
  };
  const provider = (id: number, slug: string, extra: Partial<Schemas['Provider']>) => ({
    provider: {
      id,
      slug,
      name: slug,
      template: 'standard' as const,
      address: address('Köln', 50.94, 6.96),
      ...extra,
    },
    terms: id === 1 ? 'AGB' : null,
    privacyPolicy: null,
    recommendations: [{ modelName: 'course' as const, id: 100 }],
    paypalClientId: id === 1 ? 'paypal-demo' : null,
    stripeAccount: null,
  });
  return {
    providers: [
      provider(1, 'wasserratten', { url: 'https://wasserratten.example', relevance: 500 }),
      provider(2, 'extern', { external: true, address: address('Berlin', 52.52, 13.405) }),
    ],
    franchises: [{ id: 5, slug: 'babyschwimmen', name: 'Babyschwimmen' }],
    franchiseProviders: { 5: [1] },
    courses: [
      course(
        100,
        1,
        'Babyschwimmen',
        [
          event(11, { bookingItems: [bookingItem] }),
          event(12, {
            typeOf: 'continuous',
            participantsLeft: 0,
            waitList: true,
            availability: 'booked_out',
          }),
          event(13, { isProtected: true }),
        ],
        { ageMin: 0, ageMax: 12 },
      ),
      course(101, 1, 'Online Yoga', [demand], {
        locationType: 'online',
        priceFrom: 0,
        ageMin: 300,
        categories: [{ id: 8, name: 'Yoga', color: null }],
        ageMax: null,
      }),
      course(102, 1, 'Geheimkurs', [event(15, { hidden: true })]),
    ],
    products: [product],
    placements: [
      { id: 9, modelName: 'placement', content: 'Anbieter werden', url: 'https://example.org' },
    ],
    posts: [
      {
        providerId: 1,
        post: { id: 1, slug: 'hallo', title: 'Hallo', publishedAt: '2026-01-01T00:00:00Z' },
      },
      {
        providerId: 1,
        post: { id: 2, slug: 'bald', title: 'Bald', publishedAt: '2026-12-01T00:00:00Z' },
      },
    ],
    rooms: [
      {
        room: {
          id: 31,
          name: 'Yoga-Raum',
          pages: [{ id: 1, title: 'Start', published: true, vimeoVideoId: '76979871' }],
        },
        providerId: 1,
        courseId: 101,
        eventId: 14,
        token: 'room-token',
        access: 'open',
        sessionRequired: false,
      },
      {
        room: { id: 32, name: 'Alt', pages: [] },
        providerId: 1,
        courseId: 101,
        eventId: 14,
        token: 't',
        access: 'expired',
        sessionRequired: false,
      },
      {
        room: { id: 33, name: 'Bald', pages: [] },
        providerId: 1,
        courseId: 101,
        eventId: 14,
        token: 't',
        access: 'tooEarly',
        sessionRequired: false,
      },
      {
        room: { id: 34, name: 'Login', pages: [] },
        providerId: 1,
        courseId: 101,
        eventId: 14,
        token: 't',
        access: 'open',
        sessionRequired: true,
      },
    ],
    customers: [
      {
        user: {
          id: 40,
          firstName: 'Anna',
          lastName: 'Schmidt',
          email: 'anna@example.org',
          street: 'Ring 1',
          postalCode: '50667',
          city: 'Köln',
          country: 'DE',
          participantNames: ['Mia'],
        },
        password: 'geheim123',
        confirmed: true,
        loginRedirect: false,
        paymentMethods: [{ type: 'card', id: 'pm_1', last4: '4242' }],
        visitedProviderIds: [1],
      },
      {
        user: { id: 41, firstName: 'Flag', lastName: 'Ged', email: 'flagged@example.org' },
        password: 'geheim123',
        confirmed: true,
        loginRedirect: true,
        paymentMethods: [],
        visitedProviderIds: [],
      },
    ],
    sessions: { [ANNA_TOKEN]: 40 },
    bookings: [],
    contracts: [],
    vouchers: [
      {
        voucher: { code: 'SOMMER10', unit: 'percent', value: 10, minBookingAmount: 2000 },
        providerId: 1,
        courseId: 100,
      },
    ],
    applications: [],
    towns: [
      { name: 'Köln', postalCode: '50667', country: 'DE', lat: 50.9375, lng: 6.9603 },
      { name: 'Berlin', postalCode: '10115', country: 'DE', lat: 52.52, lng: 13.405 },
      { name: 'Wien', postalCode: '1010', country: 'AT', lat: 48.2082, lng: 16.3738 },
      { name: 'Luxembourg', postalCode: '1009', country: 'LU', lat: 49.6116, lng: 6.1319 },
      { name: 'Zürich', postalCode: '8001', country: 'CH', lat: 47.3769, lng: 8.5417 },
    ],
    generalTerms: 'Allgemeine Geschäftsbedingungen',
    generalPrivacyPolicy: 'Datenschutz',
    inbox: { leads: [], messages: [], errorReports: [], forwarded: [], views: [] },
    nextId: 1000,
  };
}
