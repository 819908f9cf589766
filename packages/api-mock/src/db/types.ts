/**
 * The demo backend's in-memory database. Public entities are stored in the contract's own shapes
 * (`Schemas[...]`), so a handler answers them as they are; what the real server keeps private
 * (passwords, tokens, access rules) sits beside them in the record types below.
 */
import type { components } from '@kurse/api-client/schema';

export type Schemas = components['schemas'];

/** A provider with what its pages load separately. */
export interface ProviderRecord {
  provider: Schemas['Provider'];
  /** Terms text (markdown-ish plain text), or null when the provider has none. */
  terms: string | null;
  /** Privacy policy text, or null when the provider has none. */
  privacyPolicy: string | null;
  /** Recommended providers and courses, by model and id. */
  recommendations: { modelName: 'provider' | 'course'; id: number }[];
  /** PayPal client id for PayPal checkout; null when PayPal is off for this provider. */
  paypalClientId: string | null;
  /** Stripe connected account id, or null. */
  stripeAccount: string | null;
}

/** A course; its events (with price options, products, booking items) are embedded. */
export interface CourseRecord {
  course: Schemas['Course'];
  providerId: number;
  /** Event id → access password for protected events. */
  eventPasswords: Record<number, string>;
  recommendations: { modelName: 'provider' | 'course'; id: number }[];
}

/** A blog post of a provider. */
export interface PostRecord {
  post: Schemas['Post'];
  providerId: number;
}

/** An on-demand room and who may enter it. */
export interface RoomRecord {
  room: Schemas['Room'];
  providerId: number;
  courseId: number;
  eventId: number;
  /** The room token of the booking's onDemand data. */
  token: string;
  /**
   * What the room answers regardless of the token: `open` (200 with a valid token or session),
   * `tooEarly` (425, no content or not yet active), `expired` (410).
   */
  access: 'open' | 'tooEarly' | 'expired';
  /** True when the room needs a logged-in session even with the token (else 401). */
  sessionRequired: boolean;
}

/** A customer account. */
export interface CustomerRecord {
  user: Schemas['User'];
  password: string;
  confirmed: boolean;
  /** A flagged account answers login with 300 and a route and token. */
  loginRedirect: boolean;
  /** Saved payment methods (GET /customers/payments). */
  paymentMethods: Schemas['PaymentMethod'][];
  /** Provider visits shown in the profile's providers tab (ids, newest first). */
  visitedProviderIds: number[];
}

/** A booking and its owner. */
export interface BookingRecord {
  booking: Schemas['Booking'];
  customerId: number | null;
  deviceFingerprint: string | null;
}

/** A product contract and its owner. */
export interface ContractRecord {
  contract: Schemas['Contract'];
  customerId: number;
}

/** A voucher valid for one course of one provider. */
export interface VoucherRecord {
  voucher: Schemas['Voucher'];
  providerId: number;
  courseId: number;
}

/** A waiting-list application. */
export interface ApplicationRecord {
  applicant: Schemas['Applicant'];
  providerId: number;
  customerId: number | null;
}

/** A real town used for address autocomplete and geocoding (DE, AT, LU, CH). */
export interface Town {
  name: string;
  postalCode: string;
  country: 'DE' | 'AT' | 'LU' | 'CH';
  lat: number;
  lng: number;
}

/** Everything the demo backend knows. Created by `createSeed()`; mutated by the handlers. */
export interface Db {
  providers: ProviderRecord[];
  franchises: Schemas['Franchise'][];
  /** Franchise id → provider ids. */
  franchiseProviders: Record<number, number[]>;
  courses: CourseRecord[];
  products: Schemas['Product'][];
  placements: Schemas['Placement'][];
  posts: PostRecord[];
  rooms: RoomRecord[];
  customers: CustomerRecord[];
  /** Session token → customer id. */
  sessions: Record<string, number>;
  /**
   * Password reset tokens issued by reset requests (`db/reset-tokens.ts`): token → account and
   * expiry; at most one per account. Absent until the first request.
   */
  resetTokens?: Record<string, { customerId: number; expiresAt: string }>;
  bookings: BookingRecord[];
  contracts: ContractRecord[];
  vouchers: VoucherRecord[];
  applications: ApplicationRecord[];
  towns: Town[];
  /** General terms and privacy policy texts. */
  generalTerms: string;
  generalPrivacyPolicy: string;
  /** What visitors sent: kept so tests and people can see it arrived. */
  inbox: {
    leads: Schemas['Lead'][];
    messages: (Schemas['ProviderMessage'] & { providerId: number })[];
    errorReports: Schemas['ErrorReport'][];
    forwarded: string[];
    views: { kind: 'c' | 'b' | 'p'; id: string; ts: string }[];
  };
  /** Counters for new ids. */
  nextId: number;
}
