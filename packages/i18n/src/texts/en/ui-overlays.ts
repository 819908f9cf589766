import type { Translation } from '../../catalogue/i18n-types';

/** Texts of the overlay and navigation primitives in @kurse/ui (dialogs, menus, tabs, links). */
export const overlays = {
  close: 'Close',
  opensInNewTab: '(opens in a new tab)',
} satisfies Translation['ui']['overlays'];
