import { sortedCountries, useI18n, type CountryOption } from '@kurse/i18n';
import { useMemo } from 'react';
import { Select, SelectItem, type SelectProps } from './Select';

/** A supported country with its name in the active language. */
export type Country = CountryOption;

/** Props of {@link CountrySelect}: a {@link Select} without its options. */
export type CountrySelectProps = Omit<SelectProps<Country>, 'children' | 'items'>;

/**
 * The country of the customer forms: the 30 supported countries, named and sorted in the active
 * language (`sortedCountries`: `Intl.DisplayNames` and `Intl.Collator`). Give `defaultValue` or
 * `value` (usually DE). Spec: transactions §5, §9.
 */
export function CountrySelect(props: CountrySelectProps) {
  const { locale } = useI18n();
  const countries = useMemo(() => sortedCountries(locale), [locale]);
  return (
    <Select {...props} items={countries}>
      {(country) => <SelectItem>{country.name}</SelectItem>}
    </Select>
  );
}
