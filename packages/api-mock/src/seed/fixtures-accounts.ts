/** Fixtures of the customer side: accounts, bookings, contracts, rooms, vouchers, sessions, posts, placements. */
import type { Fixture } from './fixture-type';

/** Customer-side fixtures, grouped by entity. */
export const ACCOUNT_FIXTURES = {
  customers: {
    demo: {
      id: 1,
      email: 'demo@kurse.example',
      password: 'kurse-demo',
      case: 'bookings in every status, contracts, visits, saved payment methods',
    },
    loginRedirect: {
      id: 2,
      email: 'sso@kurse.example',
      password: 'kurse-demo',
      case: 'login answers 300 with a route and token',
    },
    noBookings: {
      id: 3,
      email: 'neu@kurse.example',
      password: 'kurse-demo',
      case: 'no bookings, no contracts',
    },
    unconfirmed: {
      id: 4,
      email: 'unbestaetigt@kurse.example',
      password: 'kurse-demo',
      case: 'e-mail not confirmed',
    },
  },
  bookings: {
    created: { id: 20003, case: 'created two hours ago (restorable current booking)' },
    prepared: { id: 20004, case: 'prepared: payment form with a client secret' },
    pending: { id: 20005, case: 'pending SEPA payment, two paid booking items' },
    paid: { id: 20001, case: 'paid by card, bill link' },
    rejected: { id: 20006, case: 'rejected by the provider' },
    approved: { id: 20002, case: 'approved, cash voucher applied, three participants, note' },
    canceled: { id: 20007, case: 'canceled by the customer' },
    onDemandValid: { id: 20008, case: 'on demand, valid for 20 more days (room 401)' },
    onDemandExpired: { id: 20009, case: 'on demand, expired 23 days ago (room 403)' },
    onDemandUnlimited: { id: 20010, case: 'on demand, unlimited (room 404, session required)' },
    onDemandTooEarly: { id: 20011, case: 'on demand, room not open yet (room 402)' },
    free: { id: 20017, case: 'free booking (costs 0, no bill)' },
    guest: {
      id: 20018,
      token: 'fp_demo_guest_device',
      case: 'guest booking bound to this device fingerprint',
    },
    withItems: { id: 20019, case: 'paid camp with a radio choice and five lunches' },
  },
  contracts: {
    plan: { id: 30001, case: 'activated plan, period 2 of 4' },
    cancelAt: { id: 30002, case: 'activated subscription with cancelAt set (warning badge)' },
    ended: { id: 30003, case: 'ended membership' },
    expired: { id: 30004, case: 'expired license' },
    canceled: { id: 30005, case: 'canceled subscription, still active until its period ends' },
  },
  rooms: {
    open: {
      id: 401,
      token: 'rt_yoga_7f3a9c21',
      case: 'open: text, video link, file, iframe and non-iframe embeds, unpublished pages',
    },
    tooEarly: { id: 402, token: 'rt_schlaf_2b8e4d10', case: 'answers 425 (no content yet)' },
    expired: { id: 403, token: 'rt_beikost_9c1f0a57', case: 'answers 410 (access expired)' },
    sessionRequired: {
      id: 404,
      token: 'rt_singen_4d6b3e88',
      case: 'needs a logged-in session even with the token (401)',
    },
  },
  vouchers: {
    percent: {
      id: 103,
      code: 'SOMMER10',
      case: '10 % on course 103, minimum 300 €: one participant shows the minimum hint',
    },
    cash: { id: 121, code: 'WILLKOMMEN5', case: '5 € off course 121, minimum 20 €: applies' },
  },
  sessions: {
    demo: { id: 1, token: 'demo-session-token', case: 'pre-issued session of the demo customer' },
  },
  posts: {
    published: {
      id: 601,
      slug: 'wann-ist-mein-kind-bereit-fuers-seepferdchen',
      case: 'published post with three paragraphs',
    },
    shortRead: {
      id: 603,
      slug: 'schwimmbrille-ja-oder-nein',
      case: 'reading time 0 ("less than a minute")',
    },
    scheduled: {
      id: 604,
      slug: 'unser-team-stellt-sich-vor',
      case: 'published 5 days after now (not yet visible)',
    },
    longTitle: {
      id: 661,
      slug: 'herbstferien-im-familienzentrum',
      case: 'card-template blog; title over 50 characters (cut in the side list)',
    },
  },
  placements: {
    internalLink: { id: 1, case: 'placement linking to a search' },
    withoutImage: { id: 4, case: 'placement without image' },
  },
} as const satisfies Record<string, Record<string, Fixture>>;
