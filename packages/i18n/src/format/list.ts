import type { Locale } from '@kurse/domain';
import { INTL_LOCALES, cached } from './intl';

/**
 * How a list joins: `conjunction` Anna, Ben und Carla / Anna, Ben and Carla, `disjunction` … oder
 * … / … or …, `comma` Anna, Ben, Carla (participant names on booking cards).
 */
export type ListStyle = 'conjunction' | 'disjunction' | 'comma';

/**
 * Joins names for display. Spec: discovery §2 / transactions §2 Bookings tab ("participant names
 * joined by commas": style `comma`). Blank entries are left out.
 */
export function formatList(
  items: readonly string[],
  locale: Locale,
  style: ListStyle = 'conjunction',
): string {
  const names = items.map((item) => item.trim()).filter((item) => item !== '');
  if (style === 'comma') return names.join(', ');
  const format = cached(
    `list|${locale}|${style}`,
    () => new Intl.ListFormat(INTL_LOCALES[locale], { type: style }),
  );
  return format.format(names);
}
