import { SUPPORTED_COUNTRIES, type CountryCode } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { useMemo } from 'react';
import { Select, SelectItem, type SelectProps } from './Select';

/** A supported country with its name in the active language. */
export interface Country {
  id: CountryCode;
  name: string;
}

/** Props of {@link CountrySelect}: a {@link Select} without its options. */
export type CountrySelectProps = Omit<SelectProps<Country>, 'children' | 'items'>;

/**
 * The country of the customer forms: the 30 supported countries, named by the catalogue and sorted
 * in the active language. Give `defaultValue` or `value` (usually DE). Spec: transactions §5, §9.
 */
export function CountrySelect(props: CountrySelectProps) {
  const { LL, locale } = useI18n();
  const countries = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return SUPPORTED_COUNTRIES.map((id) => ({ id, name: LL.countries[id]() })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [LL, locale]);
  return (
    <Select {...props} items={countries}>
      {(country) => <SelectItem>{country.name}</SelectItem>}
    </Select>
  );
}
