/**
 * Password reset tokens (discovery §2 Confirmation and password pages, §7 PUT /customers/password).
 * A reset request for a known address issues a random token, as a real server would mail it; it
 * opens one reset of that account within {@link RESET_TOKEN_HOURS} hours, and a newer request
 * replaces it. In demo mode (`src/demo.ts`) `reset-<customer id>` also resets that account, so
 * stories and tests need no mailbox.
 */
import type { MockContext } from '../context';
import { issueSecret } from './random';
import type { CustomerRecord, Db } from './types';

/** How long an issued reset token is valid. */
export const RESET_TOKEN_HOURS = 2;

/** The fixed reset token of a customer, accepted in demo mode only. */
export const demoResetTokenOf = (customerId: number): string => `reset-${customerId}`;

/** Issues a new reset token for the account (none for an unknown address) and returns it. */
export function issueResetToken(
  ctx: MockContext,
  record: CustomerRecord | undefined,
): string | null {
  if (!record) return null;
  const id = record.user.id;
  const token = issueSecret('reset');
  const expiresAt = new Date(ctx.now().getTime() + RESET_TOKEN_HOURS * 3_600_000).toISOString();
  ctx.db.resetTokens = {
    ...withoutTokens(ctx.db.resetTokens, (entry) => entry.customerId === id),
    [token]: { customerId: id, expiresAt },
  };
  return token;
}

/** The account a reset token resets, if the token is valid now. */
export function customerOfResetToken(
  ctx: MockContext,
  token: string | null | undefined,
): CustomerRecord | undefined {
  if (!token) return undefined;
  const byId = (id: number) => ctx.db.customers.find((c) => c.user.id === id);
  const tokens = ctx.db.resetTokens ?? {};
  const issued = Object.hasOwn(tokens, token) ? tokens[token] : undefined;
  if (issued && Date.parse(issued.expiresAt) > ctx.now().getTime()) return byId(issued.customerId);
  const fixed = /^reset-(\d+)$/.exec(token);
  return ctx.demo && fixed?.[1] ? byId(Number(fixed[1])) : undefined;
}

/** Spends an issued reset token after its reset (a fixed demo token stays). */
export function spendResetToken(ctx: MockContext, token: string | null | undefined): void {
  ctx.db.resetTokens = withoutTokens(ctx.db.resetTokens, (_entry, t) => t === token);
}

type Tokens = NonNullable<Db['resetTokens']>;

/** The tokens without those `drop` names. */
function withoutTokens(
  tokens: Tokens | undefined,
  drop: (entry: Tokens[string], token: string) => boolean,
): Tokens {
  return Object.fromEntries(Object.entries(tokens ?? {}).filter(([t, e]) => !drop(e, t)));
}
