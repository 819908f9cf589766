import type { Locale } from '@kurse/domain';
import { formatDate, formatDateTime, formatTime, formatWeekday, type DateStyle } from './date';
import { formatKm } from './distance';
import type { DateInput } from './intl';
import { formatList, type ListStyle } from './list';
import { formatMoney } from './money';
import { formatPercent } from './percent';
import { formatDateRange, formatDayRange } from './range';

type Input = DateInput | null | undefined;

/** The formatters with the locale filled in, as {@link useFormat} gives them. */
export interface Format {
  locale: Locale;
  money: (cents: number) => string;
  date: (value: Input, style?: DateStyle) => string;
  time: (value: Input) => string;
  dateTime: (value: Input, style?: DateStyle) => string;
  dateRange: (start: Input, end: Input) => string;
  dayRange: (start: Input, end: Input, style?: DateStyle) => string;
  weekday: (value: Input, width?: 'long' | 'short') => string;
  list: (items: readonly string[], style?: ListStyle) => string;
  km: (distance: number, decimals?: 0 | 2) => string;
  percent: (rate: number) => string;
}

const bound = new Map<Locale, Format>();

/** The formatters bound to `locale` (one shared object per locale), for code outside React. */
export function formatFor(locale: Locale): Format {
  let format = bound.get(locale);
  if (!format) {
    format = {
      locale,
      money: (cents) => formatMoney(cents, locale),
      date: (value, style) => formatDate(value, locale, style),
      time: (value) => formatTime(value, locale),
      dateTime: (value, style) => formatDateTime(value, locale, style),
      dateRange: (start, end) => formatDateRange(start, end, locale),
      dayRange: (start, end, style) => formatDayRange(start, end, locale, style),
      weekday: (value, width) => formatWeekday(value, locale, width),
      list: (items, style) => formatList(items, locale, style),
      km: (distance, decimals) => formatKm(distance, locale, decimals),
      percent: (rate) => formatPercent(rate, locale),
    };
    bound.set(locale, format);
  }
  return format;
}
