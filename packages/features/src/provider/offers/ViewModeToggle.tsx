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
