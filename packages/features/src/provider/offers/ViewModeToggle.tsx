import { useI18n } from '@kurse/i18n';
import { Icon, ToggleButton, ToggleButtonGroup } from '@kurse/ui';
import { useStore, useStores } from '../../core';
import { setViewMode } from './view-mode';

/**
 * The list/card toggle of course lists; the choice lives in the interface store, which persists
 * it. Spec: discovery §2 Course pages ("The list/card view mode of course lists persists"), §4.
 */
export function ViewModeToggle() {
  const { LL } = useI18n();
  const { viewMode } = useStore('ui');
  const stores = useStores();
  return (
    <ToggleButtonGroup
      aria-label={LL.search.view.label()}
      // The server renders for a wide window: on a phone the toggle is hidden from the first
      // paint, before the app removes it (no row that shrinks under the visitor's eyes).
      className="max-md:hidden"
      selectedKeys={[viewMode]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next === 'list' || next === 'card') setViewMode(stores, next);
      }}
    >
      <ToggleButton id="list" aria-label={LL.course.viewList()}>
        <Icon name="list" />
      </ToggleButton>
      <ToggleButton id="card" aria-label={LL.course.viewCards()}>
        <Icon name="grid" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
