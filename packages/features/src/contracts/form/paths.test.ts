import { describe, expect, it } from 'vitest';
import { closeTargetPath, contractDonePath, contractRetryPath } from './paths';

const contract = {
  courses: [{ id: 103, name: 'Seepferdchen-Kurs', provider: { slug: 'schwimmschule' } }],
  provider: { slug: 'schwimmschule' },
  booking: { id: 9, provider: { slug: 'schwimmschule' } },
  event: { id: 1031, name: 'dienstags' },
};

describe('closeTargetPath (transactions §2 New contract modal)', () => {
  it('goes to from, the course page, the provider page, or home without a provider', () => {
    expect(closeTargetPath({ kind: 'from', path: '/a/courses/1' }, 'b')).toBe('/a/courses/1');
    expect(closeTargetPath({ kind: 'course', courseId: 103 }, 'schwimmschule')).toBe(
      '/schwimmschule/courses/103',
    );
    expect(closeTargetPath({ kind: 'provider' }, 'schwimmschule')).toBe('/schwimmschule');
    expect(closeTargetPath({ kind: 'provider' }, null)).toBe('/');
    expect(closeTargetPath({ kind: 'course', courseId: 103 }, undefined)).toBe('/');
  });
});

describe('contract result paths (transactions §2 Contract success and failure pages)', () => {
  it('closes to the course page, or the profile when nothing loaded', () => {
    expect(contractDonePath(contract)).toBe('/schwimmschule/courses/103');
    expect(contractDonePath({ ...contract, courses: [] })).toBe('/me');
    expect(contractDonePath(null)).toBe('/me');
  });
  it('takes the course slug from the contract provider when the course has none', () => {
    const bare = { ...contract, courses: [{ id: 5, name: 'Kurs' }] };
    expect(contractDonePath(bare)).toBe('/schwimmschule/courses/5');
  });
  it('tries again with the query, else what the contract names', () => {
    const query = new URLSearchParams({ from: '/x/courses/1', courseId: '1', eventId: '11' });
    expect(contractRetryPath('7001', contract, query)).toBe(
      '/me/contracts/7001/confirm?from=%2Fx%2Fcourses%2F1&courseId=1&eventId=11',
    );
    expect(contractRetryPath('7001', contract, new URLSearchParams())).toBe(
      '/me/contracts/7001/confirm?from=%2Fschwimmschule%2Fcourses%2F103&courseId=103&eventId=1031',
    );
    expect(contractRetryPath('7001', null, new URLSearchParams())).toBe(
      '/me/contracts/7001/confirm',
    );
  });
  it('does not carry a from value that leaves the site into the try-again link', () => {
    for (const from of ['//evil.example', '/%09/host/x', 'javascript:alert(1)']) {
      const query = new URLSearchParams({ from, courseId: '103', eventId: '1031' });
      expect(contractRetryPath('7001', contract, query)).toBe(
        '/me/contracts/7001/confirm?from=%2Fschwimmschule%2Fcourses%2F103&courseId=103&eventId=1031',
      );
      expect(contractRetryPath('7001', null, query)).toBe(
        '/me/contracts/7001/confirm?courseId=103&eventId=1031',
      );
    }
  });
});
