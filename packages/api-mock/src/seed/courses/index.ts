/** All courses of the seed, built for the providers they belong to. */
import type { CourseRecord, ProviderRecord } from '../../db/types';
import { providerDef } from '../providers';
import type { SeedClock } from '../time';
import { buildCourse } from './build';
import { ABROAD_OFFERS, FRANCHISE_OFFERS } from './offers-abroad';
import { DE_OFFERS } from './offers-de';
import type { CourseOffer } from './types';

/** Every course offer, in id order. */
export const COURSE_OFFERS: readonly CourseOffer[] = [
  ...DE_OFFERS,
  ...ABROAD_OFFERS,
  ...FRANCHISE_OFFERS,
].sort((a, b) => a.id - b.id);

/** Builds every course for the given providers. */
export function buildCourses(
  providers: readonly ProviderRecord[],
  clock: SeedClock,
): CourseRecord[] {
  return COURSE_OFFERS.map((offer) => {
    const provider = providers.find((p) => p.provider.id === offer.providerId);
    if (!provider)
      throw new Error(`Course ${offer.id} refers to unknown provider ${offer.providerId}`);
    return buildCourse(offer, provider, providerDef(offer.providerId), clock);
  });
}
