/** The customer and their waiting-list applications (discovery §3 User, Applicant; §4 Persisted). */
import type { Applicant, User } from '@kurse/api-client';
import { arrayOf, int, maybe, object, optional, str, type Schema } from '../shape';

const text = maybe(str);

/** The logged-in customer (contract `User`). */
export const userShape: Schema<User> = object<User>({
  id: int,
  firstName: str,
  lastName: str,
  email: str,
  phone: text,
  mobile: text,
  dateOfBirth: text,
  company: text,
  street: text,
  postalCode: text,
  city: text,
  country: optional(str) as Schema<User['country']>,
  role: text,
  bookingCount: optional(int),
  productContractCount: optional(int),
  participantNames: optional(arrayOf(str)),
  bookedEventIds: optional(arrayOf(int)),
});

/** A waiting-list application (contract `Applicant`). */
export const applicantShape: Schema<Applicant> = object<Applicant>({
  id: optional(int),
  eventId: int,
  name: str,
  email: str,
  phone: text,
  answer: text,
  participantCount: int,
  createdAt: optional(str),
});
