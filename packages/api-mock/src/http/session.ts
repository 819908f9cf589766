/** Sessions: the token of the `Authorization` header and the customer it belongs to. */
import type { CustomerRecord, Db } from '../db/types';

/** The token of an `Authorization` value, with or without the `Bearer ` prefix. */
export function tokenOf(header: string | null): string | null {
  const value = header?.trim();
  if (!value) return null;
  return value.replace(/^Bearer\s+/i, '');
}

/** The customer of the request's session token, and whether a token was sent at all. */
export function sessionOf(
  db: Db,
  request: Request,
): { customer: CustomerRecord | null; tokenSent: boolean } {
  const raw = request.headers.get('Authorization');
  const token = tokenOf(raw);
  if (token === null) return { customer: null, tokenSent: false };
  const id = db.sessions[token] ?? db.sessions[raw?.trim() ?? ''];
  const customer = id === undefined ? null : (db.customers.find((c) => c.user.id === id) ?? null);
  return { customer, tokenSent: true };
}
