/**
 * Customer accounts: the demo customer with bookings in every status, a flagged account that
 * answers login with a redirect (300), one without bookings and one not yet confirmed.
 */
import type { BookingRecord, ContractRecord, CustomerRecord } from '../db/types';

/** The password of every seeded account. */
export const DEMO_PASSWORD = 'kurse-demo';

/** A pre-issued session token of the demo customer (for stories and tests). */
export const DEMO_SESSION_TOKEN = 'demo-session-token';

/** Every account of the seed, before their booking counts are filled in. */
export function buildCustomers(): CustomerRecord[] {
  return [
    {
      user: {
        id: 1,
        firstName: 'Julia',
        lastName: 'Neumann',
        email: 'demo@kurse.example',
        phone: '+49 30 23125 777',
        mobile: '+49 151 2345 6789',
        dateOfBirth: '1988-04-17',
        company: null,
        street: 'Schönhauser Allee 80',
        postalCode: '10439',
        city: 'Berlin',
        country: 'DE',
        role: null,
        bookingCount: 0,
        productContractCount: 0,
        participantNames: ['Mia Neumann', 'Paul Neumann'],
        bookedEventIds: [],
      },
      password: DEMO_PASSWORD,
      confirmed: true,
      loginRedirect: false,
      paymentMethods: [
        { type: 'card', id: 'pm_demo_visa_4242', last4: '4242' },
        { type: 'sepa_debit', id: 'pm_demo_sepa_3000', last4: '3000' },
      ],
      visitedProviderIds: [1, 4, 51, 29, 9],
    },
    {
      user: {
        id: 2,
        firstName: 'Stefan',
        lastName: 'Hofer',
        email: 'sso@kurse.example',
        phone: '+43 1 523 12 12',
        mobile: null,
        dateOfBirth: null,
        company: 'Hofer & Partner KG',
        street: 'Neubaugasse 12',
        postalCode: '1070',
        city: 'Wien',
        country: 'AT',
        role: null,
        bookingCount: 0,
        productContractCount: 0,
        participantNames: ['Leni Hofer'],
        bookedEventIds: [],
      },
      password: DEMO_PASSWORD,
      confirmed: true,
      loginRedirect: true,
      paymentMethods: [],
      visitedProviderIds: [29],
    },
    {
      user: {
        id: 3,
        firstName: 'Lena',
        lastName: 'Vogel',
        email: 'neu@kurse.example',
        phone: null,
        mobile: null,
        dateOfBirth: null,
        company: null,
        street: 'Bergmannstraße 5',
        postalCode: '10961',
        city: 'Berlin',
        country: 'DE',
        role: null,
        bookingCount: 0,
        productContractCount: 0,
        participantNames: [],
        bookedEventIds: [],
      },
      password: DEMO_PASSWORD,
      confirmed: true,
      loginRedirect: false,
      paymentMethods: [],
      visitedProviderIds: [],
    },
    {
      user: {
        id: 4,
        firstName: 'Noah',
        lastName: 'Schubert',
        email: 'unbestaetigt@kurse.example',
        phone: null,
        mobile: null,
        dateOfBirth: null,
        company: null,
        street: null,
        postalCode: null,
        city: null,
        country: 'DE',
        role: null,
        bookingCount: 0,
        productContractCount: 0,
        participantNames: [],
        bookedEventIds: [],
      },
      password: DEMO_PASSWORD,
      confirmed: false,
      loginRedirect: false,
      paymentMethods: [],
      visitedProviderIds: [],
    },
  ];
}

/** Fills booking and contract counts and the booked events of each customer, in place. */
export function finishCustomers(
  customers: CustomerRecord[],
  bookings: readonly BookingRecord[],
  contracts: readonly ContractRecord[],
): void {
  for (const c of customers) {
    const own = bookings.filter((b) => b.customerId === c.user.id);
    c.user.bookingCount = own.length;
    c.user.productContractCount = contracts.filter((k) => k.customerId === c.user.id).length;
    c.user.bookedEventIds = [
      ...new Set(own.flatMap((b) => (b.booking.event ? [b.booking.event.id] : []))),
    ];
  }
}
