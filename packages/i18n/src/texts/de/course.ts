/**
 * Course and event pages: events list, price options, type info, password gate, card preview.
 * Spec: discovery §2 Course and event pages, §3 Course, Event, PriceOption, §4 Event availability.
 */
export const course = {
  events: 'Termine',
  showEvents: 'Termine anzeigen',
  hideEvents: 'Termine ausblenden',
  book: 'Buchen',
  choosePrice: 'Preis wählen',
  perPerson: 'pro Person',
  forParticipants: 'für {count:number} {{Person|Personen}}',
  appointments: '{count:number} {{Termin|Termine}}',
  continuous: 'Laufend vom {start:string} bis {end:string}',
  continuousOpenEnd: 'Laufend ab {start:string}',
  flexible: 'Termin nach Absprache',
  onDemand: 'Zugang für {period:string}',
  onDemandUnlimited: 'Unbegrenzter Zugang',
  trainers: 'Kursleitung',
  categories: 'Kategorien',
  clearCategory: 'Alle Kategorien anzeigen',
  ungrouped: 'Weitere Angebote',
  viewList: 'Als Liste anzeigen',
  viewCards: 'Als Kacheln anzeigen',
  locationTypes: {
    onSite: 'Vor Ort',
    online: 'Online',
    home: 'Bei dir zu Hause',
    byArrangement: 'Nach Vereinbarung',
    others: 'Weitere Orte',
  },
  manyLocations: 'An mehreren Standorten',
  status: {
    ready: 'Buchbar',
    notReady: 'Noch nicht buchbar',
    started: 'Hat schon begonnen',
    ended: 'Beendet',
  },
  passwordGate: {
    title: 'Dieser Termin ist geschützt',
    intro: 'Bitte gib das Passwort ein, das du vom Anbieter bekommen hast.',
    submit: 'Freischalten',
  },
  detailsLoading: 'Details werden geladen …',
};
