/** Texts of the map in @kurse/ui: controls, loading, the hover card and the keyboard’s marker list. Spec: discovery §2 Map search. */
export const map = {
  openSearch: 'Umgebung auf der Karte ansehen',
  loading: 'Karte wird geladen …',
  zoomIn: 'Hineinzoomen',
  zoomOut: 'Herauszoomen',
  resetBearing: 'Nach Norden ausrichten',
  attribution: 'Kartendaten-Nachweis ein- oder ausblenden',
  markers: 'Markierungen in der Kartenansicht',
  markersHint:
    'Pfeiltasten oder Anfangsbuchstaben wählen eine Markierung; die Eingabetaste öffnet den Anbieter oder zoomt in die Gruppe.',
  clusterAll: '{count:number} Anbieter: {names:string}',
  clusterSome: '{count:number} Anbieter, darunter {names:string}',
  moreProviders: '+ {count:number} {{weiterer Anbieter|weitere Anbieter}}',
};
