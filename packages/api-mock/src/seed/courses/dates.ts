/** Dates and names of seed events, following the course kind's pattern (Europe/Berlin times). */
import type { Schemas } from '../../db/types';
import { intBetween, pick } from '../prng';
import type { Rng } from '../prng';
import { addDays, berlinIso } from '../time';
import type { SeedClock } from '../time';
import type { CourseKind, EventSpec, EventType } from './types';

/** When an event takes place. */
export interface EventDates {
  startDate: string | null;
  endDate: string | null;
  appointments: Schemas['Appointment'][];
  /** A readable label of the schedule for the event name ("mittwochs 10:00 Uhr"). */
  label: string | null;
}

const ADVERBS = [
  'montags',
  'dienstags',
  'mittwochs',
  'donnerstags',
  'freitags',
  'samstags',
  'sonntags',
];
const pad = (n: number): string => String(n).padStart(2, '0');
const plusMinutes = (iso: string, minutes: number): string =>
  berlinIso(Date.parse(iso) + minutes * 60_000);

/** Dates of an event of type `typeOf`, `index` among the course's events. */
export function eventDates(
  clock: SeedClock,
  rng: Rng,
  kind: CourseKind,
  spec: EventSpec,
  typeOf: EventType,
  eventId: number,
  index: number,
): EventDates {
  const p = kind.pattern;
  const weekday = spec.weekday ?? kind.weekdays[index % kind.weekdays.length] ?? 0;
  const hour = spec.hour ?? pick(rng, kind.hours);
  const minute = spec.minute ?? (rng() < 0.3 ? 30 : 0);
  const minutes = 'minutes' in p ? p.minutes : 60;
  const time = `${pad(hour)}:${pad(minute)} Uhr`;
  const dayLabel = (week: number, offset = 0) => {
    const d = addDays(clock.monday, week * 7 + weekday + offset);
    return `${pad(d.day)}.${pad(d.month)}.`;
  };
  const series = (starts: string[]): Schemas['Appointment'][] =>
    starts.map((startDate, i) => ({
      id: eventId * 20 + i + 1,
      startDate,
      endDate: plusMinutes(startDate, minutes),
    }));
  const fromSeries = (
    appointments: Schemas['Appointment'][],
    label: string,
    open = false,
  ): EventDates => ({
    startDate: appointments[0]?.startDate ?? null,
    endDate: open ? null : (appointments[appointments.length - 1]?.endDate ?? null),
    appointments,
    label,
  });

  switch (typeOf) {
    case 'block': {
      const sessions = p.kind === 'block' ? p.sessions : 8;
      const daily = p.kind === 'block' && p.daily === true;
      const week = spec.week ?? (daily ? intBetween(rng, 3, 10) : intBetween(rng, 0, 3));
      const starts = Array.from({ length: sessions }, (_, i) =>
        daily
          ? clock.slot(week, weekday + i, hour, minute)
          : clock.slot(week + i, weekday, hour, minute),
      );
      const label = daily ? `ab ${dayLabel(week)}` : `${ADVERBS[weekday % 7]} ${time}`;
      return fromSeries(series(starts), label);
    }
    case 'single': {
      const week = spec.week ?? intBetween(rng, 0, 5);
      return fromSeries(series([clock.slot(week, weekday, hour, minute)]), `am ${dayLabel(week)}`);
    }
    case 'recurring': {
      const shown = p.kind === 'recurring' ? p.shown : 6;
      const week = spec.week ?? 0;
      const starts = Array.from({ length: shown }, (_, i) =>
        clock.slot(week + i, weekday, hour, minute),
      );
      return fromSeries(series(starts), `${ADVERBS[weekday % 7]} ${time}`, true);
    }
    case 'continuous': {
      const ago = p.kind === 'continuous' ? p.startedWeeksAgo : 4;
      const weeks = p.kind === 'continuous' ? p.weeks : 20;
      const first = (spec.week ?? 0) - ago;
      return {
        startDate: clock.slot(first, weekday, hour, minute),
        endDate: plusMinutes(clock.slot(first + weeks - 1, weekday, hour, minute), minutes),
        appointments: [],
        label: `${ADVERBS[weekday % 7]} ${time}`,
      };
    }
    default:
      return { startDate: null, endDate: null, appointments: [], label: null };
  }
}
