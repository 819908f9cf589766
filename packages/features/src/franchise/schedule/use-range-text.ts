import { scheduleRange } from '@kurse/domain';
import type { IsoDate, ScheduleView } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';

/** The visible range in words, e.g. "Woche vom 23. November 2026 bis 29. November 2026". */
export function useRangeText(date: IsoDate, view: ScheduleView): string {
  const { LL } = useI18n();
  const format = useFormat();
  const { start, end } = scheduleRange(date, view);
  const texts = LL.franchise.schedule;
  return view === 'week'
    ? texts.weekAnnouncement({ start: format.date(start, 'long'), end: format.date(end, 'long') })
    : texts.dayAnnouncement({ date: `${format.weekday(start)}, ${format.date(start, 'long')}` });
}
