import type { Franchise, GeoPlace } from '@kurse/api-client';
import { showsScheduleCategorySelect } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, ComboBox, ComboBoxItem, Icon, ToggleButton, ToggleButtonGroup } from '@kurse/ui';
import { useEffect, useState } from 'react';
import { useServices } from '../app/context';
import type { SchedulePlace } from './use-schedule-query';

/** Props of {@link ScheduleFilters}. */
export interface ScheduleFiltersProps {
  franchise: Franchise;
  selectedCategoryIds: readonly number[];
  onCategoriesChange: (ids: number[]) => void;
  place: SchedulePlace | null;
  onPlaceChange: (place: SchedulePlace | null) => void;
}

function useAddressSuggestions(text: string): { places: GeoPlace[]; loading: boolean } {
  const { api } = useServices();
  const [answer, setAnswer] = useState<{ q: string; places: GeoPlace[] }>({ q: '', places: [] });
  const q = text.trim();
  useEffect(() => {
    if (q === '') return;
    const controller = new AbortController();
    void api
      .GET('/geo/autocomplete', {
        params: { query: { q, countries: ['DE', 'AT', 'LU', 'CH'] } },
        signal: controller.signal,
      })
      .then((r) => {
        if (r.ok) setAnswer({ q, places: r.data.places });
        else if (r.error.kind !== 'cancelled') setAnswer({ q, places: [] });
      });
    return () => controller.abort();
  }, [api, q]);
  if (q === '') return { places: [], loading: false };
  return { places: answer.places, loading: answer.q !== q };
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
  const { places, loading } = useAddressSuggestions(text === place?.address ? '' : text);
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
        <ComboBox<GeoPlace & { id: string }>
          label={texts.locationFilter()}
          placeholder={LL.fields.address.placeholder()}
          items={places.map((p) => ({ ...p, id: p.id ?? p.label }))}
          isLoading={loading}
          inputValue={text}
          onInputChange={setText}
          onSelectionChange={(key) => {
            const hit = places.find((p) => (p.id ?? p.label) === key);
            if (hit) onPlaceChange({ address: hit.label, lat: hit.lat, lng: hit.lng });
          }}
        >
          {(p) => <ComboBoxItem id={p.id}>{p.label}</ComboBoxItem>}
        </ComboBox>
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
