import type { Event } from '@kurse/api-client';
import { eventTypeInfo, validityPeriod, type EventTypeInfo as Info } from '@kurse/domain';
import { useFormat, useI18n, validityText } from '@kurse/i18n';
import { Disclosure, Icon, type IconName } from '@kurse/ui';
import type { ReactNode } from 'react';

type Appointments = Extract<Info, { kind: 'appointments' }>['appointments'];

/** One line of type info with its icon. */
function InfoLine({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm">
      <Icon name={icon} size="sm" className="mt-0.5 shrink-0 text-muted-foreground" />
      <span>{children}</span>
    </p>
  );
}

/**
 * The dates of a block or single event in Europe/Berlin: one appointment as its time range;
 * several as first to last day with the full schedule in a disclosure ("12 Termine").
 */
function Schedule({ appointments }: { appointments: Appointments }) {
  const { LL } = useI18n();
  const format = useFormat();
  const range = (a: Appointments[number]) =>
    a.endDate ? format.dateRange(a.startDate, a.endDate) : format.dateTime(a.startDate, 'weekday');
  const [first] = appointments;
  const last = appointments.at(-1);
  if (!first || !last) return null;
  if (appointments.length === 1) return <InfoLine icon="calendar">{range(first)}</InfoLine>;
  return (
    <div className="flex flex-col gap-1">
      <InfoLine icon="calendar">
        {format.dayRange(first.startDate, last.endDate ?? last.startDate)}
      </InfoLine>
      <Disclosure
        title={LL.course.appointments({ count: appointments.length })}
        headingLevel={4}
        className="border-b-0"
      >
        <ol className="flex flex-col gap-1 text-sm tabular-nums">
          {appointments.map((a) => (
            <li key={a.startDate}>{range(a)}</li>
          ))}
        </ol>
      </Disclosure>
    </div>
  );
}

/**
 * The type-specific info of an event list entry: on_demand its validity, continuous its period,
 * flexible its description, block and single events their dates (Europe/Berlin).
 * Spec: discovery §2 Course and event pages, §4 On-demand validity.
 */
export function EventTypeInfo({ event }: { event: Event }) {
  const { LL } = useI18n();
  const format = useFormat();
  const info = eventTypeInfo(event);
  switch (info.kind) {
    case 'onDemand':
      return (
        <InfoLine icon="clock">
          {validityPeriod(info.validDays) === 'unlimited'
            ? LL.course.onDemandUnlimited()
            : LL.course.onDemand({ period: validityText(LL, info.validDays) })}
        </InfoLine>
      );
    case 'continuous': {
      const { startDate: start, endDate: end } = info;
      if (!start) return null;
      return (
        <InfoLine icon="repeat">
          {end
            ? LL.course.continuous({ start: format.date(start), end: format.date(end) })
            : LL.course.continuousOpenEnd({ start: format.date(start) })}
        </InfoLine>
      );
    }
    case 'flexible':
      return <InfoLine icon="calendar">{info.description ?? LL.course.flexible()}</InfoLine>;
    case 'appointments':
      return <Schedule appointments={info.appointments} />;
  }
}
