import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ELLIPSIS,
  TEXT_LIMITS,
  WAITING_LIST_PARTICIPANT_COUNT,
  courseExcerptLength,
  eventDescriptionLength,
  normalizeWebsite,
  providerExcerptLength,
  splitFullName,
  truncate,
} from './text';

describe('TEXT_LIMITS (both §9)', () => {
  it('holds the numbers of the spec', () => {
    expect(TEXT_LIMITS.contact).toEqual({ name: 180, email: 180, phone: 180, message: 500 });
    expect(TEXT_LIMITS.waitingList).toEqual({ name: 180, email: 180, phone: 180, answer: 250 });
    expect(WAITING_LIST_PARTICIPANT_COUNT).toEqual({ min: 1, max: 1000, default: 1 });
    expect(TEXT_LIMITS.eventCardName).toBe(30);
    expect(TEXT_LIMITS.ratingAuthor).toBe(12);
    expect(TEXT_LIMITS.blogPreview).toBe(250);
    expect(TEXT_LIMITS.blogSideListTitle).toBe(50);
    expect(TEXT_LIMITS.bookingItemName).toBe(20);
    expect(TEXT_LIMITS.bookingCourseName).toBe(50);
    expect(TEXT_LIMITS.readMoreThreshold).toBe(200);
    expect(TEXT_LIMITS.participantName).toBe(25);
    expect(TEXT_LIMITS.contractParticipantName).toBe(25);
  });
});

describe('truncate', () => {
  it('keeps a text of exactly max characters and cuts one more', () => {
    const author = 'Alexandrinas'; // 12 characters
    expect(truncate(author, TEXT_LIMITS.ratingAuthor)).toBe(author);
    expect(truncate(`${author}X`, TEXT_LIMITS.ratingAuthor)).toBe(`${author}…`);
  });

  it('cuts event card names at 30 characters', () => {
    const name = 'a'.repeat(31);
    expect(truncate(name, 30)).toBe(`${'a'.repeat(30)}…`);
    expect(truncate('a'.repeat(30), 30)).toBe('a'.repeat(30));
  });

  it('drops trailing whitespace before the ellipsis', () => {
    expect(truncate('Hello world', 6)).toBe('Hello…');
  });

  it('never splits an emoji (counts code points)', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
    expect(truncate('😀😀', 2)).toBe('😀😀');
  });

  it('returns an empty string for a missing text', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
    expect(truncate('', 0)).toBe('');
  });

  it('rejects a negative or fractional limit', () => {
    expect(() => truncate('abc', -1)).toThrow(RangeError);
    expect(() => truncate('abc', 1.5)).toThrow(RangeError);
    expect(truncate('abc', 0)).toBe(ELLIPSIS);
  });

  it('property: short texts are unchanged; long ones are a prefix plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), fc.nat(60), (text, max) => {
        const result = truncate(text, max);
        const length = Array.from(text).length;
        if (length <= max) {
          expect(result).toBe(text);
        } else {
          expect(result.endsWith(ELLIPSIS)).toBe(true);
          const kept = result.slice(0, -ELLIPSIS.length);
          expect(text.startsWith(kept)).toBe(true);
          expect(Array.from(kept).length).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});

describe('excerpt lengths', () => {
  it('course cards: 140 when wider than 500, else 80', () => {
    expect(courseExcerptLength(501)).toBe(140);
    expect(courseExcerptLength(500)).toBe(80);
  });

  it('provider cards: 240 when wider than 500, else 140', () => {
    expect(providerExcerptLength(501)).toBe(240);
    expect(providerExcerptLength(500)).toBe(140);
  });

  it('event description: 240 from 576, else 140', () => {
    expect(eventDescriptionLength(576)).toBe(240);
    expect(eventDescriptionLength(575)).toBe(140);
  });
});

describe('normalizeWebsite', () => {
  it('prepends http:// when the scheme is missing', () => {
    expect(normalizeWebsite('www.x.de')).toBe('http://www.x.de');
    expect(normalizeWebsite('  x.de ')).toBe('http://x.de');
    expect(normalizeWebsite('httpx.de')).toBe('http://httpx.de');
  });

  it('keeps http and https links, case-insensitively', () => {
    expect(normalizeWebsite('https://x')).toBe('https://x');
    expect(normalizeWebsite('http://x')).toBe('http://x');
    expect(normalizeWebsite('HTTPS://X.de')).toBe('HTTPS://X.de');
  });

  it('returns an empty string for an empty link', () => {
    expect(normalizeWebsite('')).toBe('');
    expect(normalizeWebsite('   ')).toBe('');
  });

  it('property: the result always starts with http:// or https:// unless empty', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const result = normalizeWebsite(url);
        expect(result === '' || /^https?:\/\//i.test(result)).toBe(true);
        expect(normalizeWebsite(result)).toBe(result);
      }),
    );
  });
});

describe('splitFullName', () => {
  it('splits at the first space', () => {
    expect(splitFullName('Anna Maria Schulz')).toEqual({
      firstName: 'Anna',
      lastName: 'Maria Schulz',
    });
  });

  it('gives an empty last name for a single word', () => {
    expect(splitFullName('Anna')).toEqual({ firstName: 'Anna', lastName: '' });
  });

  it('trims first and tolerates repeated spaces', () => {
    expect(splitFullName('  Anna   Schulz  ')).toEqual({ firstName: 'Anna', lastName: 'Schulz' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
  });

  it('property: first and last name rebuild a single-spaced name', () => {
    const word = fc.stringMatching(/^[A-Za-zÄÖÜäöüß]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const { firstName, lastName } = splitFullName(words.join(' '));
        expect(firstName).toBe(words[0]);
        expect(lastName).toBe(words.slice(1).join(' '));
      }),
    );
  });
});
