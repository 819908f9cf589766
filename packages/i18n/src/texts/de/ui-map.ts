/** Texts of the map in @kurse/ui: controls, loading and the hover card. Spec: discovery §2 Map search. */
export const map = {
  openSearch: 'Umgebung auf der Karte ansehen',
  loading: 'Karte wird geladen …',
  zoomIn: 'Hineinzoomen',
  zoomOut: 'Herauszoomen',
  resetBearing: 'Nach Norden ausrichten',
  attribution: 'Kartendaten-Nachweis ein- oder ausblenden',
  moreProviders: '+ {count:number} {{weiterer Anbieter|weitere Anbieter}}',
};
