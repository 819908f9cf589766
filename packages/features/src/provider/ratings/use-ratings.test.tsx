// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider, readsOf } from '../../core';
import { createStoryKurse } from '../../core/test';
import { ratingsRead, useRatings } from './use-ratings';

function setup() {
  const { services } = createStoryKurse();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  return { reads: readsOf(services), wrapper };
}

const RATING = { text: 'Sehr liebevoll', createdAt: '2026-10-01T10:00:00+02:00', name: 'Anna' };

describe('useRatings of a course (discovery §2 Ratings panel)', () => {
  it('shows the ratings of the course answer the page read, without reading it again', () => {
    const { reads, wrapper } = setup();
    const course = { id: 101, ratings: [RATING], publicRatingsCount: 7 };
    const { result } = renderHook(() => useRatings(1, 101, course), { wrapper });
    expect(result.current.load).toEqual({ status: 'ready', ratings: [RATING], count: 7 });
    expect(reads.isRunning(ratingsRead(1, 101))).toBe(false);
  });

  it('reads the course when the answer given is another course’s or has no readable ratings', () => {
    for (const known of [
      { id: 102, ratings: [RATING] },
      { id: 101, ratings: [{ text: 3 }] },
    ]) {
      const { reads, wrapper } = setup();
      const { result } = renderHook(() => useRatings(1, 101, known), { wrapper });
      expect(result.current.load).toEqual({ status: 'loading' });
      expect(reads.isRunning(ratingsRead(1, 101))).toBe(true);
    }
  });
});
