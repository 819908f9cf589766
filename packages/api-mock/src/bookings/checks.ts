/**
 * The server's checks on a new booking (transactions §5, §8 Booking create and Booking messages).
 * Each returns the reply to answer, or null when the check passes.
 */
import {
  eventAvailability,
  isProtectionActive,
  maxParticipants,
  validateCustomerForm,
  validateParticipants,
} from '@kurse/domain';
import type { CourseRecord, CustomerRecord, Schemas } from '../db/types';
import { fail, validationMessage, wireErrors } from '../http/replies';
import type { WireFieldErrors } from '../http/replies';

type Event = Schemas['Event'];

/** Availability: not bookable now (or not yet), booked out. */
export function availabilityProblem(record: CourseRecord, event: Event, now: Date) {
  const state = eventAvailability(
    {
      isBookable: record.course.isBookable ?? true,
      courseStatus: record.course.status ?? null,
      participantsLeft: event.participantsLeft ?? null,
      waitList: event.waitList ?? false,
      isProtected: false,
    },
    now,
  );
  if (state === 'notBookable' || state === 'notYetBookable') {
    return fail(422, 'This provider cannot be booked at the moment.', 'provider_not_bookable');
  }
  if (state === 'bookedOut' || state === 'waitingList') {
    return fail(422, 'This date is booked out.', 'booked_out');
  }
  return null;
}

/** The event password of a protected event (401 when wrong, transactions §8). */
export function passwordProblem(record: CourseRecord, event: Event, password: unknown, now: Date) {
  if (!isProtectionActive(event, now)) return null;
  const expected = record.eventPasswords[event.id];
  return expected !== undefined && password === expected
    ? null
    : fail(401, 'Wrong password.', 'wrong_password');
}

/** Participant names and the cap of domain `maxParticipants` (transactions §5, §9). */
export function participantProblem(
  event: Event,
  option: Schemas['PriceOption'] | null,
  names: unknown[],
) {
  const checked = validateParticipants(names.map((n) => (typeof n === 'string' ? n : null)));
  if (checked.participants) {
    const errors = { participants: [validationMessage(checked.participants)] };
    return fail(422, 'At least one participant is needed.', 'participants_missing', errors);
  }
  const nameError = Object.values(checked.names)[0];
  if (nameError) {
    const errors = { participants: [validationMessage(nameError)] };
    return fail(422, 'A participant name is missing.', 'participant_name_missing', errors);
  }
  const left = event.participantsLeft ?? null;
  if (left !== null && names.length > left) {
    return fail(422, 'Not enough places left.', 'not_enough_places');
  }
  const cap = maxParticipants({
    price: option?.price ?? 0,
    participantsLeft: left,
    maxParticipantCount: option?.maxParticipantCount ?? null,
  });
  return names.length > cap
    ? fail(422, `At most ${cap} participants per booking.`, 'too_many_participants')
    : null;
}

const BILLING = ['street', 'postalCode', 'city', 'country'];

/** Customer data of a guest (domain `validateCustomerForm`); a logged-in customer passes. */
export function customerProblem(
  customer: Partial<Schemas['CustomerInput']> | undefined,
  session: CustomerRecord | null,
  event: Event,
) {
  if (session) return null;
  const errors: WireFieldErrors = wireErrors(
    validateCustomerForm(
      {
        firstName: customer?.firstName,
        lastName: customer?.lastName,
        email: customer?.email,
        phone: customer?.phone,
        company: customer?.company,
        street: customer?.street,
        postalCode: customer?.postalCode,
        city: customer?.city,
        country: customer?.country ?? 'DE',
        password: customer?.password,
      },
      {
        mandatoryPhone: event.mandatoryPhone ?? false,
        passwordRequired: event.typeOf === 'on_demand',
      },
    ),
  );
  const fields = Object.keys(errors);
  if (fields.length === 0) return null;
  if (fields.every((f) => BILLING.includes(f))) {
    return fail(422, 'Billing address incomplete.', 'billing_address_incomplete', errors);
  }
  if (fields.every((f) => f === 'phone'))
    return fail(422, 'Phone number incorrect.', 'phone_invalid', errors);
  return fail(422, 'Customer data incomplete or invalid.', 'customer_data_invalid', errors);
}

/**
 * The chosen booking item options; a string names an unknown or unavailable option, or a quantity
 * below the contract's minimum of 1.
 */
export function bookingItemOptions(
  event: Event,
  values: readonly Schemas['BookingItemValueInput'][],
):
  | { value: Schemas['BookingItemValueInput']; option: Schemas['BookingItemOption'] | null }[]
  | string {
  const items = event.bookingItems ?? [];
  const gone = 'This booking option is no longer available.';
  const out = [];
  for (const value of values) {
    if (value.quantity != null && value.quantity < 1) return 'The quantity must be at least 1.';
    // The value's question: named by bookingItemId, else the one its option belongs to.
    const item =
      value.bookingItemId != null
        ? items.find((i) => i.id === value.bookingItemId)
        : items.find((i) => i.options?.some((o) => o.id === value.bookingItemOptionId));
    if (value.bookingItemId != null && !item) return gone;
    if (value.bookingItemOptionId == null) {
      out.push({ value, option: null });
      continue;
    }
    const option = item?.options?.find((o) => o.id === value.bookingItemOptionId);
    if (!option || option.available === false) return gone;
    out.push({ value, option });
  }
  return out;
}
