import type { Translation } from '../../catalogue/i18n-types';

/** Texts of the map in @kurse/ui: controls, loading, the hover card and the keyboard’s marker list. */
export const map = {
  openSearch: 'See the area on the map',
  loading: 'Loading the map …',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetBearing: 'Point north',
  attribution: 'Show or hide the map data credits',
  markers: 'Markers in the map view',
  markersHint:
    'Arrow keys or first letters choose a marker; Enter opens the provider or zooms into the group.',
  clusterAll: '{count} providers: {names}',
  clusterSome: '{count} providers, among them {names}',
  moreProviders: '+ {count} more {{provider|providers}}',
} satisfies Translation['ui']['map'];
