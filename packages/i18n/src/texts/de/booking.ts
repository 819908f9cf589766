import { bookingErrors } from './booking-errors';
import { checkout, payment } from './booking-checkout';

/**
 * The event booking page and booking form: price choice, participants, booking items, voucher,
 * consent, summary. Spec: transactions §2 Event booking page, Booking form; §4; §5; §8; §9.
 */
export const booking = {
  title: 'Buchen',
  courseTitle: '{course:string} bei {provider:string}',
  backToCourse: 'Zurück zum Angebot',
  closeConfirm: 'Möchtest du die Buchung wirklich abbrechen? Deine Eingaben gehen verloren.',
  conflict:
    'Du hast schon eine offene Buchung. Möchtest du sie abbrechen und mit dieser weitermachen?',
  choosePrice: 'Preis wählen',
  choosePriceHint: 'Bitte wähle zuerst einen Preis aus.',
  sections: {
    contact: 'Deine Kontaktdaten',
    billing: 'Rechnungsadresse',
    participants: 'Teilnehmende',
    items: 'Zusatzoptionen',
    note: 'Nachricht an den Anbieter',
    voucher: 'Gutschein',
    consent: 'AGB und Datenschutz',
    account: 'Kundenkonto',
    payment: 'Bezahlung',
    summary: 'Übersicht',
  },
  participants: {
    add: 'Person hinzufügen',
    addBlock: '{count:number} {{Person|Personen}} hinzufügen',
    remove: 'Person entfernen',
    none: 'Bitte füge mindestens eine teilnehmende Person hinzu.',
    max: 'Pro Buchung {{max:ist höchstens eine Person|sind höchstens ?? Teilnehmende}} möglich.',
    countsAsOne: 'Bei diesem Preis zählen alle Personen zusammen als eine Buchung.',
  },
  items: {
    mandatory: 'Pflichtangabe',
    bookedOut: 'ausgebucht',
    perUnit: 'je {price:string}',
    noChoice: 'Keine Auswahl',
    chooseOne: 'Bitte wähle eine Option aus.',
    chooseSome: 'Bitte wähle mindestens eine Option aus.',
    chooseQuantity: 'Bitte gib bei mindestens einer Option eine Anzahl an.',
    confirm: 'Bitte setze hier ein Häkchen.',
  },
  voucher: {
    apply: 'Einlösen',
    remove: 'Gutschein entfernen',
    applied: 'Gutschein {code:string} eingelöst',
    minAmount: 'Dieser Gutschein gilt erst ab einem Buchungswert von {amount:string}.',
    onlyOne: 'Pro Buchung kannst du einen Gutschein einlösen.',
  },
  consent: {
    label: 'Ich habe die AGB und die Datenschutzerklärung gelesen und akzeptiere sie.',
    terms: 'AGB lesen',
    privacy: 'Datenschutzerklärung lesen',
  },
  account: {
    create: 'Kundenkonto anlegen (optional)',
    createHint: 'Mit einem Konto siehst du deine Buchungen jederzeit in deinem Profil.',
    required: 'Für dieses Angebot brauchst du ein Kundenkonto. Leg dir einfach ein Passwort fest.',
    locked: 'Diese Daten stammen aus deinem Kundenkonto.',
  },
  summary: {
    title: 'Übersicht',
    price: 'Preis',
    serviceFee: 'Servicegebühr',
    serviceFeeVat: 'MwSt. auf die Servicegebühr ({rate:string})',
    serviceFeeIncluded: 'Servicegebühr im Preis enthalten',
    participants: 'Teilnehmende',
    bookingItems: 'Zusatzoptionen',
    voucher: 'Gutschein',
    total: 'Gesamt',
    free: 'Kostenlos',
    showDetails: 'Details anzeigen',
    hideDetails: 'Details ausblenden',
  },
  submit: 'Zahlungspflichtig buchen',
  submitFree: 'Kostenlos buchen',
  submitting: 'Deine Buchung wird angelegt …',
  free: {
    title: 'Kostenlose Buchung',
    text: 'Für diese Buchung fallen keine Kosten an – du musst nichts bezahlen.',
  },
  checkout,
  payment,
  errors: bookingErrors,
};
