import {
  AGE_GROUPS,
  LOCATION_TYPES,
  type AgeGroup,
  type LocationType,
  type SearchFilters as Filters,
} from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  PriceSlider,
  Select,
  SelectItem,
  Switch,
} from '@kurse/ui';
import { useState } from 'react';
import { RADIUS_OPTIONS } from './radius-options';
import type { SearchFiltersProps } from './SearchFilters';

/** Props of {@link SearchFilterFields}. */
export type SearchFilterFieldsProps = Pick<SearchFiltersProps, 'filters' | 'onChange' | 'onReset'>;

/**
 * The fields inside {@link SearchFilters}' panel: age groups, location types, bookable only,
 * maximum price (0–500 €, the top is no limit), radius and start date (Europe/Berlin), and a reset
 * button. Their own module, so that the date picker, slider and select load when the panel opens.
 * Spec: discovery §2 Search (list: Filters), §4 Default filters, §5 (price slider).
 */
export function SearchFilterFields({ filters, onChange, onReset }: SearchFilterFieldsProps) {
  const { LL } = useI18n();
  const texts = LL.search.filters;
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <CheckboxGroup
          label={texts.ageGroups()}
          value={filters.ageGroups}
          onChange={(value) =>
            onChange({ ageGroups: AGE_GROUPS.filter((group: AgeGroup) => value.includes(group)) })
          }
        >
          {AGE_GROUPS.map((group) => (
            <Checkbox key={group} value={group}>
              {LL.search.ageGroups[group]()}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <CheckboxGroup
          label={texts.locationTypes()}
          value={filters.locationTypes}
          onChange={(value) =>
            onChange({
              locationTypes: LOCATION_TYPES.filter((type: LocationType) => value.includes(type)),
            })
          }
        >
          {LOCATION_TYPES.map((type) => (
            <Checkbox key={type} value={type}>
              {LL.search.locationTypes[type]()}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <div className="flex flex-col gap-5">
          <Switch isSelected={filters.bookable} onChange={(bookable) => onChange({ bookable })}>
            {texts.bookable()}
          </Switch>
          <PriceFilter value={filters.maxPrice} onChange={(maxPrice) => onChange({ maxPrice })} />
          <Select
            label={LL.fields.radius.label()}
            selectedKey={filters.radius}
            onSelectionChange={(key) => {
              if (typeof key === 'number') onChange({ radius: key });
            }}
          >
            {radiusOptions(filters.radius).map((km) => (
              <SelectItem key={km} id={km}>
                {LL.fields.radius.value({ km })}
              </SelectItem>
            ))}
          </Select>
          <DatePicker
            label={texts.startDate()}
            value={filters.startDate}
            onChange={(startDate) => onChange({ startDate: startDate as Filters['startDate'] })}
            disallowPast
          />
        </div>
      </div>
      <Button variant="outline" className="mt-4" onPress={onReset}>
        {texts.reset()}
      </Button>
    </>
  );
}

/** The radius choices plus the current radius (the assistant may answer another one). */
const radiusOptions = (current: number): number[] =>
  [...new Set<number>([...RADIUS_OPTIONS, current])].sort((a, b) => a - b);

/** The price slider: moves freely, and changes the filter when moving ends. */
function PriceFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (maxPrice: number | null) => void;
}) {
  const { LL } = useI18n();
  const [price, setPrice] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The filter changed elsewhere (reset, assistant): follow it.
    setShown(value);
    setPrice(value);
  }
  return (
    <PriceSlider
      label={LL.fields.priceSlider.label()}
      value={price}
      onChange={setPrice}
      onChangeEnd={onChange}
    />
  );
}
