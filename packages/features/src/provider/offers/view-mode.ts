/** The view-mode change of course lists, as a plain function on the stores. Spec: discovery §2, §4. */
import type { Stores } from '../../core';

/** Shows course lists as a list or as cards; the interface store persists the choice. */
export function setViewMode(stores: Pick<Stores, 'ui'>, mode: 'list' | 'card'): void {
  stores.ui.viewMode = mode;
}
