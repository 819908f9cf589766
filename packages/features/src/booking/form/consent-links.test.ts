import { describe, expect, it } from 'vitest';
import { consentLinks } from './consent-links';

const site = {
  terms: 'https://www.kurse.example/agb',
  privacyPolicy: 'https://www.kurse.example/datenschutz',
};

describe('consentLinks (transactions §2 Booking form content)', () => {
  it("links the provider's own terms and privacy policy when it has them", () => {
    expect(
      consentLinks({ slug: 'klangkiste', hasTerms: true, hasPrivacyPolicy: true }, site),
    ).toEqual({
      terms: '/klangkiste/terms',
      privacy: '/klangkiste/privacy_policy',
    });
  });
  it("falls back to the marketplace's pages for what the provider lacks", () => {
    expect(
      consentLinks({ slug: 'klangkiste', hasTerms: true, hasPrivacyPolicy: false }, site),
    ).toEqual({
      terms: '/klangkiste/terms',
      privacy: site.privacyPolicy,
    });
    expect(consentLinks(null, site)).toEqual({ terms: site.terms, privacy: site.privacyPolicy });
  });
});
