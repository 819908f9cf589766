import {
  ageDisplay,
  readingTime,
  sinceBadge,
  validityPeriod,
  type AgeDisplay,
  type Locale,
  type ScheduleCardHint,
} from '@kurse/domain';
import { formatDate } from '../format/date';
import type { Messages } from '../load';

/** An age as text: `6 Monate`, `1½ Jahre`, `5 Jahre` / `6 months`, `1½ years`. Spec: discovery §9. */
export function ageText(LL: Messages, age: AgeDisplay | number): string {
  const display = typeof age === 'number' ? ageDisplay(age) : age;
  if (display.unit === 'months') return LL.states.age.months({ count: display.value });
  return display.half
    ? LL.states.age.yearsHalf({ count: display.value })
    : LL.states.age.years({ count: display.value });
}

/**
 * A course's age range from its months: `1½ – 3 Jahre`-style as `min – max`, `ab …` or `bis …`
 * with one bound, null with none. Spec: discovery §3 Course (ageMin, ageMax), §9.
 */
export function ageRangeText(
  LL: Messages,
  ageMin: number | null | undefined,
  ageMax: number | null | undefined,
): string | null {
  const min = ageMin == null ? null : ageText(LL, ageMin);
  const max = ageMax == null ? null : ageText(LL, ageMax);
  if (min !== null && max !== null) return LL.states.age.range({ min, max });
  if (min !== null) return LL.states.age.from({ min });
  return max === null ? null : LL.states.age.upTo({ max });
}

/** The reading time of a blog post, "less than a minute" below one. Spec: transactions §2 Blog. */
export function readingTimeText(LL: Messages, minutes: number | null | undefined): string {
  const time = readingTime(minutes);
  return time.kind === 'lessThanMinute'
    ? LL.states.readingTime.lessThanMinute()
    : LL.states.readingTime.minutes({ count: time.minutes });
}

/** The provider's "since" badge, "recently" up to 30 days; null when unknown. Spec: discovery §2, §9. */
export function sinceText(LL: Messages, sinceDays: number | null | undefined): string | null {
  const badge = sinceBadge(sinceDays);
  if (badge === null) return null;
  if (badge.kind === 'recently') return LL.states.since.recently();
  const { years, months } = badge;
  if (years > 0 && months > 0) return LL.states.since.yearsMonths({ years, months });
  return years > 0 ? LL.states.since.years({ years }) : LL.states.since.months({ months });
}

/** The validity of an on-demand offer: 7 days → `1 Woche` …, others `Unbegrenzt`. Spec: discovery §4. */
export function validityText(LL: Messages, validDays: number | null): string {
  return LL.states.validity[validityPeriod(validDays)]();
}

/** A hint of a franchise schedule card, dates in Europe/Berlin. Spec: discovery §2 Event card. */
export function scheduleHintText(LL: Messages, hint: ScheduleCardHint, locale: Locale): string {
  switch (hint.kind) {
    case 'onlyFewLeft':
      return LL.states.onlyFewLeft();
    case 'startsAt':
      return LL.states.startsAt({ date: formatDate(hint.date, locale) });
    case 'startedAt':
      return LL.states.startedAt({ date: formatDate(hint.date, locale) });
    case 'bookedOut':
      return LL.states.bookedOut();
  }
}
