/** Service-fee settings of the seed's providers (transactions §9): four profiles for variety. */
import type { FeeProfile } from './providers/types';

/** The service-fee fields of a course or product. */
export interface FeeSettings {
  serviceFeeRate: number;
  /** Cap in cents; null means no cap. */
  maxServiceFee: number | null;
  serviceFeeIncluded: boolean;
}

/** Fee settings per profile: 5 % up to 5 €, included in the price, 8 % up to 9,90 €, and none. */
export const FEE_PROFILES: Readonly<Record<FeeProfile, FeeSettings>> = {
  standard: { serviceFeeRate: 0.05, maxServiceFee: 500, serviceFeeIncluded: false },
  included: { serviceFeeRate: 0.05, maxServiceFee: 500, serviceFeeIncluded: true },
  high: { serviceFeeRate: 0.08, maxServiceFee: 990, serviceFeeIncluded: false },
  none: { serviceFeeRate: 0, maxServiceFee: null, serviceFeeIncluded: false },
};
