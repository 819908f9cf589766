import type { Translation } from '../../catalogue/i18n-types';

/** Texts of the map in @kurse/ui: controls, loading and the hover card. */
export const map = {
  openSearch: 'See the area on the map',
  loading: 'Loading the map …',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetBearing: 'Point north',
  attribution: 'Show or hide the map data credits',
  moreProviders: '+ {count} more {{provider|providers}}',
} satisfies Translation['ui']['map'];
