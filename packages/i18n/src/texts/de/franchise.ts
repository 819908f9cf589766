/** Franchise pages: partner badge, providers, map and schedule. Spec: discovery §2 Franchise pages. */
export const franchise = {
  partner: 'Kurse-Partner',
  partnerLink: 'Mehr über unsere Partner',
  defaultIntro: 'Entdecke alle Standorte und Angebote von {name:string}.',
  providers: {
    title: 'Unsere Standorte',
    intro: 'Finde einen Standort in deiner Nähe.',
    activateMap: 'Zum Bedienen der Karte klicken',
  },
  map: {
    title: 'Alle Standorte auf der Karte',
  },
  schedule: {
    title: 'Kursplan',
    today: 'Heute',
    previous: 'Zurück',
    next: 'Weiter',
    previousWeek: 'Vorherige Woche',
    nextWeek: 'Nächste Woche',
    previousDay: 'Vorheriger Tag',
    nextDay: 'Nächster Tag',
    week: 'Woche',
    day: 'Tag',
    toggleView: 'Zwischen Wochen- und Tagesansicht wechseln',
    weekRange: '{start:string} – {end:string}',
    categories: 'Kategorien',
    allCategories: 'Alle Kategorien',
    locationFilter: 'Nach Ort filtern',
    empty: 'In diesem Zeitraum gibt es keine Termine.',
    repeats: 'Regelmäßiger Termin',
    flexibleLocation: 'Online oder nach Absprache',
  },
};
