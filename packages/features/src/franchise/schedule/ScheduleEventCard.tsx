import type { ScheduleEvent } from '@kurse/api-client';
import { scheduleCard } from '@kurse/domain';
import { scheduleHintText, useFormat, useI18n } from '@kurse/i18n';
import { Badge, Icon, Link } from '@kurse/ui';
import { coursePath } from '../../provider';
import { addressLine } from '../../provider';
import { domainScheduleEvent } from './occurrences';

/** Props of {@link ScheduleEventCard}. */
export interface ScheduleEventCardProps {
  /** The occurrence, `matchingStartDate` set to the day it stands for. */
  event: ScheduleEvent;
  /** Ids of the selected schedule categories (all of them unless the visitor narrowed it). */
  selectedCategoryIds: readonly number[];
  /** The clock reading that decides "past" and "starts"/"started". */
  now: Date;
}

/**
 * An event card of the franchise schedule, from domain `scheduleCard`: nothing when skipped; names
 * cut at 30 characters; address and pin, or the computer icon for a flexible location; the time
 * range with a repeat icon for continuous events; the hints; dimmed when booked out or past. The
 * card is a link opening the provider's course page in a new tab. Dimming fades the surface and
 * icons while the text keeps AA contrast. Spec: discovery §2 Franchise schedule (Event card).
 */
export function ScheduleEventCard({ event, selectedCategoryIds, now }: ScheduleEventCardProps) {
  const { LL, locale } = useI18n();
  const format = useFormat();
  const card = scheduleCard(domainScheduleEvent(event), selectedCategoryIds, now);
  if (!card) return null;
  const texts = LL.franchise.schedule;
  const flexible = card.location.kind === 'flexible';
  const place = card.location.kind === 'address' ? addressLine(card.location.address ?? {}) : '';
  const end = card.end ? format.time(card.end) : '';
  return (
    <Link
      href={coursePath(event.provider.slug, event.course.id)}
      isExternal
      variant="subtle"
      data-schedule-card
      data-dimmed={card.dimmed || undefined}
      className="flex flex-col gap-1 rounded-md border border-border bg-surface p-2 text-sm text-foreground no-underline shadow-xs data-[dimmed]:border-dashed data-[dimmed]:bg-muted data-[dimmed]:shadow-none"
    >
      <span className="font-semibold">{card.courseName}</span>
      <span className="text-muted-foreground">{card.providerName}</span>
      <span className="flex items-center gap-1 text-muted-foreground">
        {card.repeats && (
          <Icon
            name="repeat"
            size="xs"
            label={texts.repeats()}
            className="in-data-[dimmed]:opacity-50"
          />
        )}
        <Icon name="clock" size="xs" className="in-data-[dimmed]:opacity-50" />
        <span>
          {end ? texts.timeRange({ start: format.time(card.start), end }) : format.time(card.start)}
        </span>
      </span>
      <span className="flex items-start gap-1 text-muted-foreground">
        <Icon
          name={card.location.icon}
          size="xs"
          label={flexible ? texts.flexibleLocation() : undefined}
          className="mt-0.5 in-data-[dimmed]:opacity-50"
        />
        {place && <span>{place}</span>}
      </span>
      {card.hints.length > 0 && (
        <span className="flex flex-wrap gap-1">
          {card.hints.map((hint) => (
            <Badge
              key={hint.kind}
              variant={hint.kind === 'bookedOut' ? 'warning' : 'info'}
              className="max-w-full whitespace-normal"
            >
              {scheduleHintText(LL, hint, locale)}
            </Badge>
          ))}
        </span>
      )}
    </Link>
  );
}
