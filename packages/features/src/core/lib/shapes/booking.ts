/**
 * A booking as the booking form, the checkout and the header read it: from the API and from
 * storage (transactions §3 Booking, §4 current booking).
 */
import type { Booking } from '@kurse/api-client';
import * as v from 'valibot';
import type { Schema } from '../schema';
import { userShape } from './customer';

const text = v.nullish(v.string());
const int = v.pipe(v.number(), v.integer());

/** The provider reference of a course or booking (contract `ProviderRef`). */
export const providerRefShape = v.looseObject({
  slug: v.string(),
  id: v.optional(int),
  name: v.optional(v.string()),
  logo: text,
}) as Schema<NonNullable<Booking['provider']>>;

const course = v.looseObject({
  id: int,
  name: v.string(),
  subTitle: text,
  titleImage: text,
  provider: v.optional(providerRefShape),
});
const event = v.looseObject({
  id: int,
  typeOf: v.string(),
  name: text,
  startDate: text,
  endDate: text,
  appointments: v.optional(v.array(v.looseObject({}))),
  validDays: v.nullish(int),
});

/** A booking (contract `Booking`). */
export const bookingShape = v.looseObject({
  id: int,
  status: v.picklist([
    'created',
    'prepared',
    'pending',
    'paid',
    'rejected',
    'approved',
    'canceled',
  ]),
  createdAt: v.string(),
  paidAt: text,
  billingNo: text,
  costs: v.number(),
  serviceFee: v.optional(v.number()),
  vat: v.nullish(v.number()),
  vatRate: v.nullish(v.number()),
  participants: v.optional(v.array(v.looseObject({ name: v.string() }))),
  participantCount: v.optional(int),
  bookingItemValues: v.optional(v.array(v.looseObject({ quantity: v.number() }))),
  voucher: v.nullish(v.looseObject({ code: v.string(), value: v.number() })),
  priceOption: v.nullish(v.looseObject({ id: int, name: v.string(), price: v.number() })),
  course: v.optional(course),
  event: v.optional(event),
  provider: v.optional(providerRefShape),
  user: v.nullish(userShape),
  clientSecret: text,
  paypalOrderId: text,
  paypalEnabled: v.optional(v.boolean()),
  paymentMethod: v.nullish(v.looseObject({ type: v.string() })),
  validPaymentMethodTypes: v.optional(v.array(v.string())),
  stripeAccount: text,
  billUrl: text,
  productContract: v.nullish(v.looseObject({})),
  onDemand: v.nullish(
    v.looseObject({
      roomId: int,
      roomToken: v.string(),
      validUntil: text,
      validDays: v.nullish(int),
    }),
  ),
}) as Schema<Booking>;
