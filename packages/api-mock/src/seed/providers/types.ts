/** The compact definition of a provider the builder turns into a `ProviderRecord`. */
import type { Schemas } from '../../db/types';

/** How a provider's courses charge the service fee (transactions §9). */
export type FeeProfile = 'standard' | 'included' | 'high' | 'none';

/** An extra address of a provider. */
export interface ExtraAddressDef {
  id: number;
  street: string;
  postalCode: string;
  city: string;
  lat: number;
  lng: number;
  description: string;
  phone?: string;
}

/** A provider as written in the seed data files. */
export interface ProviderDef {
  id: number;
  slug: string;
  name: string;
  subTitle: string | null;
  description: string;
  country: 'DE' | 'AT' | 'CH' | 'LU';
  city: string;
  /** Main address; null street for a provider without a fixed location. */
  street: string | null;
  postalCode: string | null;
  lat: number | null;
  lng: number | null;
  template: 'card' | 'standard' | 'clean';
  /** Brand colour of the logo. */
  color: string;
  /** Page background; null for the one provider without. */
  background: string | null;
  phone: string;
  email: string;
  website: string | null;
  social?: { facebook?: string; instagram?: string; whatsapp?: string };
  external?: boolean;
  /** Provider terms with this free cancellation window in days; absent = no terms. */
  termsDays?: number;
  privacy?: boolean;
  sinceDays: number;
  justCreated?: boolean;
  relevance: number;
  hearts: number;
  /** Number of public ratings. */
  ratings: number;
  /** Contact persons (role contact person). */
  contacts: string[];
  extra?: ExtraAddressDef[];
  fees: FeeProfile;
  franchise?: 'kinderturnwelt' | 'klangkiste' | 'sprachfuechse';
  paypal?: boolean;
  stripeAccount?: string;
  recommend?: { modelName: 'provider' | 'course'; id: number }[];
}

/** The country code of an address. */
export type CountryCode = Schemas['CountryCode'];
