/**
 * A booking as the booking form, the checkout and the header read it: from the API and from
 * storage (transactions §3 Booking, §4 current booking).
 */
import type { Booking } from '@kurse/api-client';
import {
  arrayOf,
  bool,
  int,
  maybe,
  num,
  object,
  oneOf,
  optional,
  str,
  type Schema,
} from '../shape';
import { userShape } from './customer';

const text = maybe(str);
type Part<K extends keyof Booking> = NonNullable<Booking[K]>;

/** The provider reference of a course or booking (contract `ProviderRef`). */
export const providerRefShape = object<Part<'provider'>>({
  slug: str,
  id: optional(int),
  name: optional(str),
  logo: text,
});

const course = object<Part<'course'>>({
  id: int,
  name: str,
  subTitle: text,
  titleImage: text,
  provider: optional(providerRefShape),
});
const event = object<Part<'event'>>({
  id: int,
  typeOf: str as Schema<Part<'event'>['typeOf']>,
  name: text,
  startDate: text,
  endDate: text,
  appointments: optional(arrayOf(object({}))),
  validDays: maybe(int),
});

/** A booking (contract `Booking`). */
export const bookingShape: Schema<Booking> = object<Booking>({
  id: int,
  status: oneOf('created', 'prepared', 'pending', 'paid', 'rejected', 'approved', 'canceled'),
  createdAt: str,
  paidAt: text,
  billingNo: text,
  costs: num,
  serviceFee: optional(num),
  vat: maybe(num),
  vatRate: maybe(num),
  participants: optional(arrayOf(object<Part<'participants'>[number]>({ name: str }))),
  participantCount: optional(int),
  bookingItemValues: optional(
    arrayOf(object<Part<'bookingItemValues'>[number]>({ quantity: num })),
  ),
  voucher: maybe(object<Part<'voucher'>>({ code: str, value: num })),
  priceOption: maybe(object<Part<'priceOption'>>({ id: int, name: str, price: num })),
  course: optional(course),
  event: optional(event),
  provider: optional(providerRefShape),
  user: maybe(userShape),
  clientSecret: text,
  paypalOrderId: text,
  paypalEnabled: optional(bool),
  paymentMethod: maybe(
    object<Part<'paymentMethod'>>({ type: str as Schema<Part<'paymentMethod'>['type']> }),
  ),
  validPaymentMethodTypes: optional(arrayOf(str)) as Schema<Booking['validPaymentMethodTypes']>,
  stripeAccount: text,
  billUrl: text,
  productContract: maybe(object<Part<'productContract'>>({})),
  onDemand: maybe(
    object<Part<'onDemand'>>({
      roomId: int,
      roomToken: str,
      validUntil: text,
      validDays: maybe(int),
    }),
  ),
});
