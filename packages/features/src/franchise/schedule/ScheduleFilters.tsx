import type { Franchise } from '@kurse/api-client';
import { showsScheduleCategorySelect } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, Icon, ToggleButton, ToggleButtonGroup } from '@kurse/ui';
import { useState } from 'react';
import { AddressComboBox } from '../../search';
import type { SchedulePlace } from './use-schedule-query';

/** Props of {@link ScheduleFilters}. */
export interface ScheduleFiltersProps {
  franchise: Franchise;
  selectedCategoryIds: readonly number[];
  onCategoriesChange: (ids: number[]) => void;
  place: SchedulePlace | null;
  onPlaceChange: (place: SchedulePlace | null) => void;
}

/**
 * The schedule's filters: the category multi-select (only for more than one schedule category)
 * and the address search that keeps events near the chosen place. Spec: discovery §2 Franchise
 * schedule.
 */
export function ScheduleFilters(props: ScheduleFiltersProps) {
  const { franchise, selectedCategoryIds, onCategoriesChange, place, onPlaceChange } = props;
  const { LL } = useI18n();
  const texts = LL.franchise.schedule;
  const [text, setText] = useState(place?.address ?? '');
  const categories = franchise.scheduleCategories ?? [];
  return (
    <div className="flex flex-wrap items-end gap-4">
      {showsScheduleCategorySelect(categories) && (
        <ToggleButtonGroup
          aria-label={texts.categories()}
          selectionMode="multiple"
          disallowEmptySelection={false}
          selectedKeys={selectedCategoryIds}
          onSelectionChange={(keys) => onCategoriesChange([...keys].map(Number))}
          className="flex-wrap"
        >
          {categories.map((c) => (
            <ToggleButton key={c.id} id={c.id}>
              {c.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <div className="flex items-end gap-2">
        <AddressComboBox
          label={texts.locationFilter()}
          text={text}
          onTextChange={setText}
          onPick={(hit) => onPlaceChange({ address: hit.label, lat: hit.lat, lng: hit.lng })}
        />
        {place && (
          <Button
            variant="outline"
            aria-label={texts.clearLocation()}
            onPress={() => {
              setText('');
              onPlaceChange(null);
            }}
          >
            <Icon name="close" size="sm" />
          </Button>
        )}
      </div>
    </div>
  );
}
