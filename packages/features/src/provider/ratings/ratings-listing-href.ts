import { siteLinks } from '../../core';

/**
 * The public ratings listing: a page of the marketing site (`base`, the site URL setting), not of
 * this app. Spec: discovery §2 Ratings panel.
 */
export const ratingsListingHref = (providerId: number, courseId?: number, base?: string) =>
  siteLinks(base).ratings(providerId, courseId);
