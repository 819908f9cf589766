/** Texts of the overlay and navigation primitives in @kurse/ui (dialogs, menus, tabs, links). */
export const overlays = {
  close: 'Schließen',
  opensInNewTab: '(öffnet in neuem Tab)',
};
