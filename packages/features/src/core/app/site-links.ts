/**
 * Addresses on the marketing site the app links to: the logo, provider sign-up (which happens
 * outside this product part, discovery §1), FAQ, imprint, the general terms and privacy policy,
 * the disclaimer, the franchise partners page and the public ratings listings. The spec shows none of them; the base is
 * configurable (`VITE_KURSE_SITE_URL` in the web app).
 */
export interface SiteLinks {
  home: string;
  providerSignup: string;
  faq: string;
  imprint: string;
  terms: string;
  privacyPolicy: string;
  disclaimer: string;
  partners: string;
  /**
   * The public ratings listing of a provider, or of one of its courses (discovery §2 Ratings
   * panel: `GET /public/de/providers/{id}/ratings`, query `course_id`): a page of the site.
   */
  ratings: (providerId: number, courseId?: number) => string;
}

/** The default marketing site. */
export const DEFAULT_SITE_URL = 'https://www.kurse.example';

/** The links under a marketing-site base. */
export function siteLinks(base: string = DEFAULT_SITE_URL): SiteLinks {
  const at = (path: string) => `${base.replace(/\/+$/, '')}${path}`;
  return {
    home: at('/'),
    providerSignup: at('/anbieter/registrieren'),
    faq: at('/faq'),
    imprint: at('/impressum'),
    terms: at('/agb'),
    privacyPolicy: at('/datenschutz'),
    disclaimer: at('/haftungsausschluss'),
    partners: at('/partner'),
    ratings: (providerId, courseId) =>
      at(
        `/public/de/providers/${providerId}/ratings${courseId === undefined ? '' : `?course_id=${courseId}`}`,
      ),
  };
}
