import { describe, expect, it } from 'vitest';
import {
  attendanceMode,
  breadcrumbs,
  courseStructuredData,
  jsonLdScriptText,
  offerAvailability,
  organizationStructuredData,
  postStructuredData,
  postalAddress,
  schemaPrice,
} from './structured-data';

const SITE = 'https://kurse.example';
const COURSE_URL = `${SITE}/schwimmschule-seepferdchen/courses/101`;

describe('postalAddress', () => {
  it('names the parts the API gave', () => {
    expect(
      postalAddress({ street: 'Seestraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' }),
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Seestraße 1',
      postalCode: '10115',
      addressLocality: 'Berlin',
      addressCountry: 'DE',
    });
    expect(postalAddress({ city: 'Wien', street: null })).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Wien',
    });
  });

  it('is null for no address or one without parts', () => {
    expect(postalAddress(null)).toBeNull();
    expect(postalAddress({ street: ' ', city: null })).toBeNull();
  });
});

describe('attendanceMode', () => {
  it('is online for online courses, offline on site and at home, unsaid otherwise', () => {
    expect(attendanceMode('online')).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(attendanceMode('onSite')).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(attendanceMode('home')).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(attendanceMode('byArrangement')).toBeUndefined();
    expect(attendanceMode(null)).toBeUndefined();
  });
});

describe('offerAvailability', () => {
  it('follows the event’s availability and its places left (the hint’s 3)', () => {
    expect(offerAvailability({ availability: 'bookable', participantsLeft: 4 })).toBe(
      'https://schema.org/InStock',
    );
    expect(offerAvailability({ availability: 'bookable', participantsLeft: null })).toBe(
      'https://schema.org/InStock',
    );
    expect(offerAvailability({ availability: 'bookable', participantsLeft: 3 })).toBe(
      'https://schema.org/LimitedAvailability',
    );
    expect(offerAvailability({ availability: 'bookable', participantsLeft: 0 })).toBe(
      'https://schema.org/SoldOut',
    );
    expect(offerAvailability({ availability: 'booked_out', participantsLeft: null })).toBe(
      'https://schema.org/SoldOut',
    );
    expect(offerAvailability({ availability: 'not_yet_bookable' })).toBe(
      'https://schema.org/PreOrder',
    );
    expect(
      offerAvailability({ availability: 'not_bookable', participantsLeft: 5 }),
    ).toBeUndefined();
  });
});

describe('schemaPrice', () => {
  it('writes cents as euros with two decimals', () => {
    expect(schemaPrice(8900)).toBe('89.00');
    expect(schemaPrice(12050)).toBe('120.50');
    expect(schemaPrice(0)).toBe('0.00');
  });
});

describe('courseStructuredData', () => {
  const course = {
    name: 'Seepferdchen-Kurs',
    description: 'Schwimmen lernen ',
    url: COURSE_URL,
    image: `${SITE}/images/seepferdchen.jpg`,
    locationType: 'onSite',
    address: { street: 'Badstraße 3', postalCode: '10115', city: 'Berlin', country: 'DE' },
    provider: { name: 'Schwimmschule Seepferdchen', url: `${SITE}/schwimmschule-seepferdchen` },
    events: [
      {
        name: 'Montagsgruppe',
        url: `${COURSE_URL}/1011`,
        availability: 'bookable',
        participantsLeft: 6,
        appointments: [
          { startDate: '2026-12-07T15:00:00+01:00', endDate: '2026-12-07T15:45:00+01:00' },
          { startDate: '2026-12-14T15:00:00+01:00', endDate: '2026-12-14T15:45:00+01:00' },
        ],
        priceOptions: [
          { name: 'Kind', price: 12000 },
          { name: 'Elternteil + Kind', price: 8900 },
        ],
      },
    ],
  };

  it('is a Course with each event as a CourseInstance, its dates, place and offers in EUR', () => {
    const data = courseStructuredData(course);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Seepferdchen-Kurs',
      description: 'Schwimmen lernen',
      url: COURSE_URL,
      image: `${SITE}/images/seepferdchen.jpg`,
      provider: {
        '@type': 'Organization',
        name: 'Schwimmschule Seepferdchen',
        url: `${SITE}/schwimmschule-seepferdchen`,
      },
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          name: 'Montagsgruppe',
          url: `${COURSE_URL}/1011`,
          startDate: '2026-12-07T15:00:00+01:00',
          endDate: '2026-12-14T15:45:00+01:00',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: 'Badstraße 3',
              postalCode: '10115',
              addressLocality: 'Berlin',
              addressCountry: 'DE',
            },
          },
          organizer: {
            '@type': 'Organization',
            name: 'Schwimmschule Seepferdchen',
            url: `${SITE}/schwimmschule-seepferdchen`,
          },
          offers: [
            {
              '@type': 'Offer',
              name: 'Kind',
              price: '120.00',
              priceCurrency: 'EUR',
              availability: 'https://schema.org/InStock',
              url: `${COURSE_URL}/1011`,
            },
            {
              '@type': 'Offer',
              name: 'Elternteil + Kind',
              price: '89.00',
              priceCurrency: 'EUR',
              availability: 'https://schema.org/InStock',
              url: `${COURSE_URL}/1011`,
            },
          ],
        },
      ],
    });
  });

  it('gives an online course a virtual location and leaves out what the API did not give', () => {
    const data = courseStructuredData({
      name: 'Yoga online',
      url: COURSE_URL,
      locationType: 'online',
      events: [{ url: `${COURSE_URL}/2`, availability: 'not_bookable', priceOptions: [] }],
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Yoga online',
      url: COURSE_URL,
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          name: 'Yoga online',
          url: `${COURSE_URL}/2`,
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          location: { '@type': 'VirtualLocation', url: `${COURSE_URL}/2` },
        },
      ],
    });
  });
});

describe('organizationStructuredData', () => {
  it('is a LocalBusiness with an address, an Organization without', () => {
    const provider = {
      name: 'Schwimmschule Seepferdchen',
      url: `${SITE}/schwimmschule-seepferdchen`,
      logo: `${SITE}/logo.png`,
      telephone: '030 123',
      sameAs: ['https://schwimmschule.example', null, ''],
    };
    expect(organizationStructuredData({ ...provider, address: { city: 'Berlin' } })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Schwimmschule Seepferdchen',
      url: `${SITE}/schwimmschule-seepferdchen`,
      logo: `${SITE}/logo.png`,
      image: `${SITE}/logo.png`,
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin' },
      telephone: '030 123',
      sameAs: ['https://schwimmschule.example'],
    });
    expect(organizationStructuredData({ ...provider, address: null })['@type']).toBe(
      'Organization',
    );
  });
});

describe('postStructuredData', () => {
  it('is a BlogPosting with its author and the provider as publisher', () => {
    expect(
      postStructuredData({
        title: 'Wassergewöhnung',
        url: `${SITE}/a/blog/wasser`,
        publishedAt: '2026-10-01T08:00:00Z',
        author: 'Mia Muster',
        publisher: { name: 'Schwimmschule', url: `${SITE}/a` },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Wassergewöhnung',
      url: `${SITE}/a/blog/wasser`,
      mainEntityOfPage: `${SITE}/a/blog/wasser`,
      datePublished: '2026-10-01T08:00:00Z',
      author: { '@type': 'Person', name: 'Mia Muster' },
      publisher: { '@type': 'Organization', name: 'Schwimmschule', url: `${SITE}/a` },
    });
  });
});

describe('breadcrumbs', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbs([
        { name: 'Schwimmschule', url: `${SITE}/a` },
        { name: 'Seepferdchen-Kurs', url: COURSE_URL },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Schwimmschule', item: `${SITE}/a` },
        { '@type': 'ListItem', position: 2, name: 'Seepferdchen-Kurs', item: COURSE_URL },
      ],
    });
  });
});

describe('jsonLdScriptText', () => {
  it('is JSON that no text can end the script element with', () => {
    const data = { '@type': 'Course', name: '</script><script>alert(1)</script>' };
    const text = jsonLdScriptText(data);
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(data);
  });
});
