/** One fixture: an id, what it demonstrates, and the slug, code, token or login that go with it. */
export interface Fixture {
  id: number;
  case: string;
  slug?: string;
  /** Voucher code. */
  code?: string;
  /** Room token, session token, access token or device fingerprint. */
  token?: string;
  /** Event access password or account password. */
  password?: string;
  email?: string;
}
