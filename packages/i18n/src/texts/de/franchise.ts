/** Franchise pages: partner badge, providers, map and schedule. Spec: discovery §2 Franchise pages. */
export const franchise = {
  partner: 'Kurse-Partner',
  partnerLink: 'Mehr über unsere Partner',
  email: 'E-Mail an',
  defaultIntro: 'Entdecke alle Standorte und Angebote von {name:string}.',
  providers: {
    title: 'Unsere Standorte',
    intro: 'Finde einen Standort in deiner Nähe.',
    activateMap: 'Zum Bedienen der Karte klicken',
  },
  map: {
    title: 'Alle Standorte auf der Karte',
  },
  pages: {
    label: 'Kursplan und Karte',
    schedule: 'Zum Kursplan',
    map: 'Alle Standorte auf der Karte',
  },
  schedule: {
    title: 'Kursplan',
    today: 'Heute',
    previousWeek: 'Vorherige Woche',
    nextWeek: 'Nächste Woche',
    previousDay: 'Vorheriger Tag',
    nextDay: 'Nächster Tag',
    toggleView: 'Zwischen Wochen- und Tagesansicht wechseln',
    categories: 'Kategorien',
    locationFilter: 'Nach Ort filtern',
    empty: 'In diesem Zeitraum gibt es keine Termine.',
    nextEvents: 'Die nächsten Termine gibt es am {date:string}.',
    showNextEvents: 'Zum {date:string}',
    noEventsAhead: 'Auch in den nächsten vier Wochen gibt es hier keine Termine.',
    repeats: 'Regelmäßiger Termin',
    flexibleLocation: 'Online oder nach Absprache',
    documentTitle: 'Kursplan – {name:string}',
    weekAnnouncement: 'Woche vom {start:string} bis {end:string}',
    dayAnnouncement: '{date:string}',
    timeRange: '{start:string}–{end:string} Uhr',
    keyboardHint:
      'Mit den Pfeiltasten wechselst du zwischen den Terminen: hoch und runter am selben Tag, links und rechts zum Vortag und Folgetag.',
    clearLocation: 'Ort entfernen',
  },
};
