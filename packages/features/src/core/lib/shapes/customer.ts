/** The customer and their waiting-list applications (discovery §3 User, Applicant; §4 Persisted). */
import type { Applicant, User } from '@kurse/api-client';
import * as v from 'valibot';
import type { Schema } from '../schema';

const text = v.nullish(v.string());
const int = v.pipe(v.number(), v.integer());

/** The logged-in customer (contract `User`). */
export const userShape = v.looseObject({
  id: int,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: text,
  mobile: text,
  dateOfBirth: text,
  company: text,
  street: text,
  postalCode: text,
  city: text,
  country: v.optional(v.string()),
  role: text,
  bookingCount: v.optional(int),
  productContractCount: v.optional(int),
  participantNames: v.optional(v.array(v.string())),
  bookedEventIds: v.optional(v.array(int)),
}) as Schema<User>;

/** A waiting-list application (contract `Applicant`). */
export const applicantShape = v.looseObject({
  id: v.optional(int),
  eventId: int,
  name: v.string(),
  email: v.string(),
  phone: text,
  answer: text,
  participantCount: int,
  createdAt: v.optional(v.string()),
}) as Schema<Applicant>;
