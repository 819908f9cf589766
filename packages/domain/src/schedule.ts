/**
 * Franchise schedule calendar: ranges, navigation and defaults on `YYYY-MM-DD` dates, with the
 * calendar-date arithmetic of `@internationalized/date` (no time of day, so no time zone;
 * "today" is always a parameter).
 * Spec: discovery §2 Franchise schedule, §7, §9.
 */
import { parseDate, startOfWeek, type CalendarDate } from '@internationalized/date';
import { TABLET_WIDTH } from './layout';
import { isIsoDate, isoDate } from './units';
import type { IsoDate } from './units';

/** Calendar view of the schedule: a week from Monday or a single day. Spec: discovery §2. */
export type ScheduleView = 'week' | 'day';

/** Hours shown in the schedule (Europe/Berlin). Spec: discovery §2 Franchise schedule, §9. */
export const SCHEDULE_HOURS = { from: 8, to: 20 } as const;
/** Days fetched after the start date by default. Spec: discovery §7, §9 (range 7 days). */
export const SCHEDULE_FETCH_DAYS = 7;
/** Below this width (px) the schedule opens in day view. Spec: discovery §2 Franchise schedule. */
export const SCHEDULE_WEEK_MIN_WIDTH: number = TABLET_WIDTH;

/** A `YYYY-MM-DD` string as a calendar date; a `RangeError` when it is not a real date. */
const calendarDate = (date: string): CalendarDate => parseDate(isoDate(date));
const toIsoDate = (date: CalendarDate): IsoDate => isoDate(date.toString());

/**
 * Adds whole days to an ISO date (negative to go back). Spec: discovery §2 Franchise schedule.
 * Throws a `RangeError` when `date` is not a real `YYYY-MM-DD` date.
 */
export function addIsoDays(date: string, days: number): IsoDate {
  return toIsoDate(calendarDate(date).add({ days }));
}

/**
 * Visible range of the schedule. Spec: discovery §2 Franchise schedule.
 * The week from Monday containing `date`, or the day itself; `end` is the last visible day
 * (inclusive).
 */
export function scheduleRange(
  date: string,
  view: ScheduleView,
): { start: IsoDate; end: IsoDate; days: IsoDate[] } {
  const day = calendarDate(date);
  // The locale is not read when the first day of the week is given: weeks start on Monday.
  const first = view === 'week' ? startOfWeek(day, 'de-DE', 'mon') : day;
  const count = view === 'week' ? 7 : 1;
  const days = Array.from({ length: count }, (_, i) => toIsoDate(first.add({ days: i })));
  return { start: days[0] as IsoDate, end: days[days.length - 1] as IsoDate, days };
}

/**
 * Moves the schedule by one range. Spec: discovery §2 Franchise schedule.
 * Returns the start of the next (1) or previous (-1) week or day.
 */
export function shiftSchedule(date: string, view: ScheduleView, direction: 1 | -1): IsoDate {
  return addIsoDays(scheduleRange(date, view).start, direction * (view === 'week' ? 7 : 1));
}

/**
 * Whether "previous" is enabled in the schedule. Spec: discovery §2 Franchise schedule.
 * False when the previous range lies wholly before `today` ("the target would be in the past"),
 * so the range containing today stays reachable.
 */
export function canGoPrevious(date: string, view: ScheduleView, today: string): boolean {
  const target = scheduleRange(shiftSchedule(date, view, -1), view);
  return target.end >= isoDate(today);
}

/** The toggled view when the date heading is clicked. Spec: discovery §2 Franchise schedule. */
export function toggleScheduleView(view: ScheduleView): ScheduleView {
  return view === 'week' ? 'day' : 'week';
}

/** Default view: day below 768 px, else week. Spec: discovery §2 Franchise schedule. */
export function defaultScheduleView(windowWidth: number): ScheduleView {
  return windowWidth < SCHEDULE_WEEK_MIN_WIDTH ? 'day' : 'week';
}

/**
 * Opening date and view of the schedule. Spec: discovery §2 Franchise schedule.
 * Date and view from query values, falling back to `today` and the width-based default when
 * missing or invalid.
 */
export function initialSchedule(
  query: { date?: string | null; view?: string | null },
  today: string,
  windowWidth: number,
): { date: IsoDate; view: ScheduleView } {
  const view = query.view === 'week' || query.view === 'day' ? query.view : null;
  return {
    date: isIsoDate(query.date) ? query.date : isoDate(today),
    view: view ?? defaultScheduleView(windowWidth),
  };
}

/** Default fetch end date: 7 days after the start. Spec: discovery §7 franchise schedule call. */
export function scheduleEndDate(start: string): IsoDate {
  return addIsoDays(start, SCHEDULE_FETCH_DAYS);
}

/**
 * Whether the schedule category multi-select shows. Spec: discovery §2 Franchise schedule.
 * Only for more than one schedule category.
 */
export function showsScheduleCategorySelect(
  scheduleCategories: readonly unknown[] | null | undefined,
): boolean {
  return (scheduleCategories?.length ?? 0) > 1;
}
