/** Turns provider definitions into `ProviderRecord`s in the contract's shape. */
import type { ProviderRecord, Schemas } from '../../db/types';
import { franchiseRef } from '../franchises';
import { avatarImage, gallery, logoImage } from '../images';
import { providerPrivacyPolicy, providerTerms } from '../texts';
import type { ProviderDef } from './types';

type Address = Schemas['Address'];

function mainAddress(def: ProviderDef): Address | null {
  if (def.street === null) return null;
  return {
    street: def.street,
    postalCode: def.postalCode,
    city: def.city,
    country: def.country,
    description: null,
    lat: def.lat,
    lng: def.lng,
    phone: def.phone,
  };
}

function extraAddresses(def: ProviderDef): Address[] {
  return (def.extra ?? []).map((x) => ({
    id: x.id,
    street: x.street,
    postalCode: x.postalCode,
    city: x.city,
    country: def.country,
    description: x.description,
    lat: x.lat,
    lng: x.lng,
    phone: x.phone ?? null,
  }));
}

function contacts(def: ProviderDef): Schemas['Contact'][] {
  return def.contacts.map((name, k) => ({
    id: def.id * 10 + k + 1,
    name,
    role: 'contact_person',
    email: k === 0 ? def.email : null,
    phone: k === 0 ? def.phone : null,
    image: avatarImage(name, def.color),
  }));
}

/**
 * A provider record before its courses exist: counts, prices, categories and ratings are filled
 * in by `finishProviders` once the courses are built.
 */
export function buildProvider(def: ProviderDef): ProviderRecord {
  const address = mainAddress(def);
  return {
    provider: {
      id: def.id,
      slug: def.slug,
      name: def.name,
      subTitle: def.subTitle,
      description: def.description,
      logo: logoImage(def.name, def.color),
      images: def.external ? [] : gallery(def.name, def.color, 3, def.id),
      template: def.template,
      external: def.external ?? false,
      website: def.website,
      url: `${def.slug}.kurse.example`,
      email: def.email,
      phone: def.phone,
      address,
      addresses: extraAddresses(def),
      addressCombined: address ? `${def.street}, ${def.postalCode} ${def.city}` : null,
      socialMediaFacebookLink: def.social?.facebook ?? null,
      socialMediaInstagramLink: def.social?.instagram ?? null,
      socialMediaWhatsappLink: def.social?.whatsapp ?? null,
      franchises: def.franchise ? [franchiseRef(def.franchise)] : [],
      contacts: contacts(def),
      categories: [],
      hasTerms: def.termsDays !== undefined,
      hasPrivacyPolicy: def.privacy ?? false,
      justCreated: def.justCreated ?? false,
      sinceDays: def.sinceDays,
      courseCount: 0,
      onlineCourseCount: 0,
      onlineCourses: false,
      priceFrom: null,
      priceTo: null,
      relevance: def.relevance,
      distance: null,
      heartsCount: def.hearts,
      publicRatingsCount: 0,
      ratings: [],
      backgroundColor: def.background,
      postCount: 0,
      paypalClientId: def.paypal ? 'demo-paypal-client-id' : null,
    },
    terms: def.termsDays !== undefined ? providerTerms(def.name, def.termsDays) : null,
    privacyPolicy: def.privacy ? providerPrivacyPolicy(def.name, def.email) : null,
    recommendations: def.recommend ?? [],
    paypalClientId: def.paypal ? 'demo-paypal-client-id' : null,
    stripeAccount: def.stripeAccount ?? null,
  };
}
