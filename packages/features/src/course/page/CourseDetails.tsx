import type { Course } from '@kurse/api-client';
import { useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../../core';
import { EventsList } from '../events';
import { useDocumentTitle } from '../../core';
import { ContactPersons, ProviderDescription } from '../../provider';
import { RatingsPanel } from '../../provider';
import { Recommendations } from '../../provider';
import { useStore } from '../../core';
import { CourseBookingBar } from './CourseBookingBar';
import { CourseHeader } from './CourseHeader';
import { CourseSidePanel } from './CourseSidePanel';

/** Props of {@link CourseDetails}. */
export interface CourseDetailsProps {
  course: Course;
  /** The provider slug of the address. */
  slug: string;
  /** The access token of the address, passed on to the booking links. */
  token: string | null;
}

/**
 * The loaded course page: header (gallery, name, subtitle, chips), short and full description,
 * side panel, events (with places-left hints, password gates and waiting lists), ratings, contacts
 * and recommendations. The document title is the course name; the view pixel fires for the
 * course. Spec: discovery §2 Course page, §7 (view pixel c).
 */
export function CourseDetails({ course, slug, token }: CourseDetailsProps) {
  const { track } = useServices();
  const provider = useStore('provider').current;
  const titleId = useId();
  useDocumentTitle(course.name);
  useEffect(() => {
    track('c', course.id);
  }, [course.id, track]);
  const providerId = course.provider?.id ?? provider?.id;
  // Phones: the events start closed; the booking bar opens them and moves there.
  const [eventsOpen, setEventsOpen] = useState(false);
  const eventsHeading = useRef<HTMLHeadingElement>(null);
  const showEvents = () => {
    setEventsOpen(true);
    requestAnimationFrame(() => {
      eventsHeading.current?.scrollIntoView({ block: 'start' });
      eventsHeading.current?.focus({ preventScroll: true });
    });
  };

  return (
    <article
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8"
    >
      <CourseHeader course={course} slug={slug} titleId={titleId} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1">
          {course.shortDescription && (
            <p className="max-w-prose text-lg font-medium">{course.shortDescription}</p>
          )}
          <ProviderDescription text={course.description} />
        </div>
        <CourseSidePanel
          course={course}
          slug={slug}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        />
        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">
          <EventsList
            course={course}
            slug={slug}
            token={token}
            open={eventsOpen}
            onOpenChange={setEventsOpen}
            headingRef={eventsHeading}
          />
          {providerId !== undefined && (
            <RatingsPanel providerId={providerId} courseId={course.id} course={course} />
          )}
          <ContactPersons contacts={course.contacts ?? []} />
        </div>
      </div>
      <Recommendations courseId={course.id} />
      <CourseBookingBar course={course} onShowEvents={showEvents} />
    </article>
  );
}
