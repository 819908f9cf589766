import type { Course } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Button, Icon, cn } from '@kurse/ui';
import { useId, useState, type Ref } from 'react';
import { EventItem, type EventCourse } from './EventItem';

/** Props of {@link EventsList}. */
export interface EventsListProps {
  /** The course with its events. */
  course: EventCourse & Pick<Course, 'events'>;
  /** The provider slug of the address. */
  slug: string;
  /** The access token of the course page address (`?token=`), passed on to the booking links. */
  token?: string | null;
  /** Level of the "Termine" heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Whether the phone's panel is open, when the page controls it. @default its own state */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The heading, for a page that moves focus to the events (it takes focus from script). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The events of a course, each with its type info, availability, offers, password gate and
 * waiting list. On phones (below 768 px) the panel starts closed and a button shows and hides it;
 * from 768 px it is always open. Spec: discovery §2 Course and event pages (events list, mobile
 * events panel), §4 Event availability.
 */
export function EventsList({
  course,
  slug,
  token,
  headingLevel = 2,
  open: shownOpen,
  onOpenChange,
  headingRef,
}: EventsListProps) {
  const { LL } = useI18n();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = shownOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const titleId = useId();
  const panelId = useId();
  const events = course.events ?? [];
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <Heading
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-4 text-2xl font-semibold outline-none"
      >
        {LL.course.events()}
      </Heading>
      <Button
        variant="outline"
        className="self-start md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onPress={() => setOpen(!open)}
      >
        {open ? LL.course.hideEvents() : LL.course.showEvents()}
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size="sm" />
      </Button>
      <div id={panelId} className={cn(open ? 'block' : 'hidden', 'md:block')}>
        {events.length === 0 ? (
          <p className="text-muted-foreground">{LL.states.empty.events()}</p>
        ) : (
          <div className="flex flex-col divide-y divide-border">
            {events.map((event) => (
              <EventItem key={event.id} event={event} course={course} slug={slug} token={token} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
