/** Builds a contract-shaped course record from a course offer (discovery §3 Course). */
import { serviceFee } from '@kurse/domain';
import type { CourseRecord, ProviderRecord, Schemas } from '../../db/types';
import { categoriesOf } from '../categories';
import { FEE_PROFILES } from '../fees';
import { franchiseRef } from '../franchises';
import { avatarImage, gallery } from '../images';
import { intBetween, mulberry32, pick, pickSome } from '../prng';
import type { ProviderDef } from '../providers/types';
import type { SeedClock } from '../time';
import { courseKind } from './catalog';
import { buildEvent } from './events';
import { summary } from './summary';
import type { CourseOffer, LocationType } from './types';

type Course = Schemas['Course'];

const STAFF = [
  'Lena Hartmann',
  'Felix Wagner',
  'Sophie Krause',
  'Mehmet Öztürk',
  'Clara Lehmann',
  'David Schulz',
  'Ida Sommer',
  'Paul Richter',
  'Elif Kaya',
  'Marie Fuchs',
  'Jonas Weiß',
  'Greta Hansen',
];

const FLEXIBLE: readonly LocationType[] = ['online', 'byArrangement', 'home'];

function courseAddress(provider: ProviderRecord, locationType: LocationType, index: number) {
  if (FLEXIBLE.includes(locationType)) return null;
  const p = provider.provider;
  const address = index === 0 ? p.address : p.addresses?.[index - 1];
  if (!address) return null;
  const copy = { ...address };
  delete copy.id;
  return copy;
}

/** One course of a provider, with its events; ratings are added by `finishProviders`. */
export function buildCourse(
  offer: CourseOffer,
  provider: ProviderRecord,
  def: ProviderDef,
  clock: SeedClock,
): CourseRecord {
  const rng = mulberry32(offer.id * 2654435761);
  const kind = courseKind(offer.kind);
  const locationType = offer.locationType ?? kind.locationType;
  const address = courseAddress(provider, locationType, offer.addressIndex ?? 0);
  const fees = FEE_PROFILES[def.fees];
  const categories = categoriesOf(kind.categories);
  const trainers = pickSome(rng, STAFF, intBetween(rng, 1, 2)).map((name, k) => ({
    id: offer.id * 10 + k + 1,
    name,
    image: avatarImage(name, categories[0]?.color ?? def.color),
  }));
  const passwords: Record<number, string> = {};
  const specs = offer.events ?? Array.from({ length: offer.eventCount ?? 1 }, () => ({}));
  const ctx = {
    clock,
    rng,
    kind,
    courseId: offer.id,
    courseStatus: offer.status ?? 'ready',
    isBookable: offer.isBookable ?? true,
    address,
    trainers,
    priceFactor: pick(rng, [0.9, 1, 1, 1.1]),
    passwords,
  };
  const events = specs.map((spec, i) => buildEvent(ctx, spec, i, specs.length));
  const s = summary(events);
  const started = s.startDate !== null && Date.parse(s.startDate) < clock.now.getTime();
  const images = gallery(offer.name ?? kind.name, categories[0]?.color ?? def.color, 2, offer.id);
  const course: Course = {
    id: offer.id,
    name: offer.name ?? kind.name,
    subTitle: offer.subTitle ?? kind.subTitle,
    shortDescription: kind.short,
    description: kind.description,
    images,
    titleImage: images[0] ?? null,
    categories,
    franchise: def.franchise ? franchiseRef(def.franchise) : null,
    provider: {
      id: def.id,
      slug: def.slug,
      name: def.name,
      hasTerms: provider.provider.hasTerms ?? false,
      hasPrivacyPolicy: provider.provider.hasPrivacyPolicy ?? false,
      logo: provider.provider.logo ?? null,
      city: provider.provider.address?.city ?? null,
    },
    events,
    products: [...new Map(events.flatMap((e) => e.products ?? []).map((p) => [p.id, p])).values()],
    trainers: trainers.map((t) => ({ ...t })),
    contacts: (provider.provider.contacts ?? []).slice(0, 1).map((c) => ({ ...c })),
    isBookable: offer.isBookable ?? true,
    status: offer.status ?? (started ? 'started' : 'ready'),
    approvalRequired: offer.approvalRequired ?? false,
    relevance: offer.relevance ?? intBetween(rng, 0, 3000),
    heartsCount: intBetween(rng, 0, 120),
    publicRatingsCount: 0,
    ratings: [],
    flexibleLocation: FLEXIBLE.includes(locationType),
    locationType,
    manyLocations: locationType === 'others',
    address: address ? { ...address } : null,
    distance: null,
    participantCount: s.participantCount,
    participantsLeft: s.participantsLeft,
    ageMin: kind.ageMin,
    ageMax: kind.ageMax,
    priceFrom: s.priceFrom,
    priceTo: s.priceTo,
    serviceFeeFrom: s.priceFrom === null ? null : serviceFee({ amount: s.priceFrom, ...fees }),
    serviceFeeIncluded: fees.serviceFeeIncluded,
    serviceFeeRate: fees.serviceFeeRate,
    maxServiceFee: fees.maxServiceFee,
    currency: 'EUR',
    hasPrices: s.hasPrices,
    startDate: s.startDate,
    startDates: s.startDates,
    endDate: s.endDate,
    group: offer.group !== undefined ? offer.group : kind.group,
  };
  return {
    course,
    providerId: def.id,
    eventPasswords: passwords,
    recommendations: offer.recommendations ?? [],
  };
}
