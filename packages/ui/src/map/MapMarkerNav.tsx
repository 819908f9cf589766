import { useI18n } from '@kurse/i18n';
import { useEffect, useId } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import type { MapPoint } from './clusters';

/** One marker or cluster as the keyboard reaches it. */
export interface MarkerNavItem {
  /** `marker:{id}` or `cluster:{id}`. */
  key: string;
  point: MapPoint;
  /** What a screen reader reads: the provider's name, or the count and first names of a cluster. */
  label: string;
}

/** Props of {@link MapMarkerNav}. */
export interface MapMarkerNavProps {
  items: readonly MarkerNavItem[];
  /** The item that has the keyboard focus, or null when focus leaves the list. */
  onFocusItem: (item: MarkerNavItem | null) => void;
  /** Enter on an item: opens the provider, or zooms into the cluster. */
  onAction: (item: MarkerNavItem) => void;
}

/** Tells the map which item the keyboard is on (ListBoxItem has no focus callback of its own). */
function FocusReport({ focused, onFocused }: { focused: boolean; onFocused: () => void }) {
  useEffect(() => {
    if (focused) onFocused();
    // Only a change of focus reports; the callback is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focused]);
  return null;
}

/**
 * The keyboard's way to the markers: after the map in the Tab order, a list of the markers and
 * clusters in view, nearest to the centre first. Arrow keys and the first letters of a name move
 * through them; the map rings the one in focus and names it in the hover card; Enter presses it.
 * The list itself is visually hidden (the ring is its focus indicator); a hint shows while it has
 * focus. Spec: discovery §9 Map (keyboard-usable maps).
 */
export function MapMarkerNav({ items, onFocusItem, onAction }: MapMarkerNavProps) {
  const { LL } = useI18n();
  const hintId = useId();
  if (items.length === 0) return null;
  const byKey = new Map(items.map((item) => [item.key, item]));
  return (
    <div className="group" data-slot="map-markers">
      <ListBox
        aria-label={LL.ui.map.markers()}
        aria-describedby={hintId}
        items={items}
        onFocusChange={(within) => {
          if (!within) onFocusItem(null);
        }}
        onAction={(key) => {
          const item = byKey.get(String(key));
          if (item) onAction(item);
        }}
        className="sr-only"
      >
        {(item) => (
          <ListBoxItem id={item.key} textValue={item.label}>
            {({ isFocused }) => (
              <>
                {item.label}
                <FocusReport focused={isFocused} onFocused={() => onFocusItem(item)} />
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
      <p
        id={hintId}
        className="pointer-events-none absolute left-2 top-2 z-10 hidden max-w-[min(24rem,calc(100%-4rem))] rounded-md bg-surface px-3 py-1.5 text-sm text-foreground shadow-card group-focus-within:block"
      >
        {LL.ui.map.markersHint()}
      </p>
    </div>
  );
}
