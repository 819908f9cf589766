/**
 * For stories: loads a course of the story's demo backend (as the course page does) and renders
 * the events list for it, so the stories show the seeded fixtures, not hand-made copies.
 */
import type { Course } from '@kurse/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { EventsList } from './EventsList';

/** Props of {@link LoadedEventsList}. */
export interface LoadedEventsListProps {
  /** A course id of the seed. */
  courseId: number;
  /** The provider slug of the address. */
  slug: string;
  /** The access token of the course page address. @default undefined */
  token?: string;
}

/** The events list of a seeded course, once loaded (nothing before). */
export function LoadedEventsList({ courseId, slug, token }: LoadedEventsListProps) {
  const { api } = useServices();
  const [course, setCourse] = useState<Course | null>(null);
  useEffect(() => {
    void api
      .GET('/courses/{courseId}', {
        params: { path: { courseId }, query: token ? { token } : {} },
      })
      .then((result) => {
        if (result.ok) setCourse(result.data);
      });
  }, [api, courseId, token]);
  return course && <EventsList course={course} slug={slug} token={token} />;
}
