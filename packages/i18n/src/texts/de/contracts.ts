/**
 * Subscriptions and contracts: list, cards, new-contract modal, success and failure pages, errors.
 * Spec: transactions §2 New contract modal, Contract pages, Profile tabs; §3 Product; §4; §8.
 */
export const contracts = {
  title: 'Abos und Verträge',
  empty: 'Du hast noch keine Abos oder Verträge.',
  types: {
    subscription: 'Abo',
    membership: 'Mitgliedschaft',
    plan: 'Ratenplan',
    license: 'Lizenz',
  },
  intervals: {
    day: '{count:number} {{Tag|Tage}}',
    week: '{count:number} {{Woche|Wochen}}',
    month: '{count:number} {{Monat|Monate}}',
    year: '{count:number} {{Jahr|Jahre}}',
  },
  perInterval: {
    day: '{{count:pro Tag|alle ?? Tage}}',
    week: '{{count:pro Woche|alle ?? Wochen}}',
    month: '{{count:pro Monat|alle ?? Monate}}',
    year: '{{count:pro Jahr|alle ?? Jahre}}',
  },
  invoiceAnchors: {
    start_date: 'ab Vertragsbeginn',
    beginning_of_period: 'zum Beginn des Zeitraums',
    middle_of_period: 'zur Mitte des Zeitraums',
    end_of_period: 'zum Ende des Zeitraums',
  },
  card: {
    startDate: 'Beginn: {date:string}',
    pricePerInterval: '{price:string} {interval:string}',
    end: 'Endet am {date:string}',
    cancel: 'Gekündigt zum {date:string}',
    nextPeriod: 'Nächster Zeitraum ab {date:string}',
    courses: 'Zugehörige Angebote',
    cancelButton: 'Kündigen',
    cancelDisabled: 'Die Kündigung ist hier nicht möglich. Bitte wende dich an den Anbieter.',
    cancelConfirm: 'Möchtest du diesen Vertrag wirklich kündigen?',
    cancelTitle: '„{product:string}“ kündigen?',
    cancelConfirmAction: 'Ja, kündigen',
    cancelKeep: 'Nicht kündigen',
    cancelFailed:
      'Die Kündigung hat nicht geklappt. Dein Vertrag läuft unverändert weiter. Bitte versuch es später noch einmal.',
    cancelled: 'Dein Vertrag ist gekündigt.',
  },
  list: {
    loading: 'Deine Abos und Verträge werden geladen …',
    all: 'Alle Abos und Verträge',
    notFound: 'Diesen Vertrag gibt es in deinem Konto nicht.',
  },
  new: {
    title: 'Abo abschließen',
    cost: 'Kosten',
    totalCost: 'Gesamtkosten',
    interval: 'Zahlungsintervall',
    invoiceAnchor: 'Abrechnung',
    period: 'Laufzeit',
    periodCount: '{count:number} {{Rate|Raten}}',
    otherEvents: 'Weitere Termine dieses Angebots',
    participantName: 'Name der teilnehmenden Person',
    signupRequired: 'Für ein Abo brauchst du ein Kundenkonto.',
    subscribe: 'Zahlungspflichtig abschließen',
    submitting: 'Dein Abo wird angelegt …',
    event: 'Termin',
    cancelation: 'Kündigung',
    account: {
      label: 'Hast du schon ein Kundenkonto?',
      signup: 'Nein, ich bin neu hier',
      login: 'Ja, ich melde mich an',
      loginHint: 'Dein Abo wird mit deinem Kundenkonto abgeschlossen.',
    },
  },
  success: {
    title: 'Geschafft!',
    text: 'Dein Abo „{product:string}“ ist abgeschlossen.',
    events: 'Termine: {names:string}',
  },
  failure: {
    title: 'Das hat leider nicht geklappt',
    text: 'Dein Abo „{product:string}“ konnte nicht abgeschlossen werden.',
    retry: 'Noch einmal versuchen',
  },
  errors: {
    wrongPassword: 'Das Passwort für diesen Termin stimmt nicht.',
    tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment und versuch es dann noch einmal.',
    unknown: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
    errorCode: 'Fehlercode: {code:string}',
    loadFailed: 'Fehler',
    productTitle: 'Das Angebot kann gerade nicht geladen werden',
  },
};
