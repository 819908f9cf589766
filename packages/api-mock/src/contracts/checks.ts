/**
 * Checks of a new product contract (transactions §5, §8 Contract errors): field errors go under
 * `productContract` and `customer`, a wrong event password answers 401.
 */
import { isProtectionActive, validateCustomerForm, validateParticipantName } from '@kurse/domain';
import type { MockContext } from '../context';
import { customerByEmail } from '../db/customers';
import { findEvent } from '../db/lookup';
import type { CustomerRecord, Schemas } from '../db/types';
import { validationMessage, wireErrors } from '../http/replies';
import type { WireFieldErrors } from '../http/replies';
import { bookingItemOptions } from '../bookings/checks';

/** The checked parts of a contract request, or its errors. */
export type ContractCheck =
  | {
      ok: true;
      event: Schemas['Event'] | null;
      items: Exclude<ReturnType<typeof bookingItemOptions>, string>;
    }
  | {
      ok: false;
      wrongPassword: boolean;
      productContract: WireFieldErrors;
      customer: WireFieldErrors;
    };

/** Checks event, password, participant name, booking items and (for guests) the customer. */
export function checkContract(
  ctx: MockContext,
  product: Schemas['Product'],
  input: Partial<Schemas['ContractInput']>,
  customer: Partial<Schemas['CustomerInput']> | undefined,
  session: CustomerRecord | null,
): ContractCheck {
  const pc: WireFieldErrors = {};
  const events = product.events ?? [];
  const event =
    input.eventId == null
      ? (events[0] ?? null)
      : (events.find((e) => e.id === input.eventId) ?? null);
  if (input.eventId != null && !event) pc['eventId'] = ['is invalid'];
  const found = findEvent(ctx.db, event?.id);
  const live = found?.event ?? event;
  if (live && isProtectionActive(live, ctx.now())) {
    const expected = found?.record.eventPasswords[live.id];
    if (expected === undefined || input.password !== expected) {
      return { ok: false, wrongPassword: true, productContract: {}, customer: {} };
    }
  }
  const nameError = validateParticipantName(input.participantName);
  if (nameError) pc['participantName'] = [validationMessage(nameError)];
  const items = live ? bookingItemOptions(live, input.bookingItemValuesAttributes ?? []) : [];
  if (typeof items === 'string') pc['bookingItemValuesAttributes'] = ['is invalid'];
  const c = session
    ? {}
    : wireErrors(
        validateCustomerForm(
          { ...customer, country: customer?.country ?? 'DE' },
          { passwordRequired: true },
        ),
      );
  if (!session && customerByEmail(ctx.db, customer?.email)) c['email'] = ['has already been taken'];
  if (Object.keys(pc).length || Object.keys(c).length || typeof items === 'string') {
    return { ok: false, wrongPassword: false, productContract: pc, customer: c };
  }
  return { ok: true, event: live, items };
}
