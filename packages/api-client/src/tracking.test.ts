import { describe, expect, it } from 'vitest';
import { trackingPixelUrl, trimBaseUrl } from './tracking';

const now = 1767225600000;

describe('trackingPixelUrl (discovery §7, transactions §7)', () => {
  it('builds one parameter per item plus the timestamp', () => {
    expect(trackingPixelUrl('/api', 'c', 42, now)).toBe('/api/pixel.gif?c=42&ts=1767225600000');
    expect(trackingPixelUrl('/api', 'b', 7, now)).toBe('/api/pixel.gif?b=7&ts=1767225600000');
    expect(trackingPixelUrl('/api', 'p', 'kinderturnen-koeln', now)).toBe(
      '/api/pixel.gif?p=kinderturnen-koeln&ts=1767225600000',
    );
  });

  it('percent-encodes the id and ignores trailing slashes of the base', () => {
    expect(trackingPixelUrl('http://api.test/api/', 'p', 'a&b c', now + 0.7)).toBe(
      'http://api.test/api/pixel.gif?p=a%26b%20c&ts=1767225600000',
    );
  });
});

describe('trimBaseUrl', () => {
  it('drops trailing slashes only', () => {
    expect(trimBaseUrl('/api///')).toBe('/api');
    expect(trimBaseUrl('http://x/api')).toBe('http://x/api');
  });
});
