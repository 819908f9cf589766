/** Texts of the form primitives in @kurse/ui (fields, selects, sliders, forms). */
export const forms = {
  optional: 'optional',
  counter: '{count:number} von {max:number} Zeichen',
  /** Shown by FieldError when the browser's own check fails and no message was given. */
  errors: {
    typeMismatch: 'Das Format ist ungültig.',
    patternMismatch: 'Das Format ist ungültig.',
    tooLong: 'Der Text ist zu lang.',
    tooShort: 'Der Text ist zu kurz.',
    rangeUnderflow: 'Der Wert ist zu klein.',
    rangeOverflow: 'Der Wert ist zu groß.',
    stepMismatch: 'Dieser Wert ist nicht erlaubt.',
    badInput: 'Die Eingabe ist ungültig.',
    invalid: 'Die Eingabe ist ungültig.',
  },
  select: {
    placeholder: 'Bitte auswählen',
  },
  comboBox: {
    loading: 'Vorschläge werden geladen …',
    empty: 'Keine Treffer',
  },
  datePicker: { open: 'Kalender öffnen', clear: 'Datum entfernen' },
  priceSlider: {
    label: 'Maximaler Preis',
    upTo: 'bis {price:string}',
    noLimit: 'Kein Limit',
  },
  /** Story texts of the form primitives that no product namespace has (yet). */
  examples: {
    emailDescription: 'Wir schicken dir die Buchungsbestätigung an diese Adresse.',
    emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
    messageDescription: 'Deine Nachricht an den Anbieter.',
    ageGroupsDescription: 'Für wen suchst du einen Kurs?',
    ageGroupsError: 'Bitte wähle mindestens eine Altersgruppe.',
    paymentSepaDescription: 'Der Betrag wird von deinem Konto abgebucht.',
    countryDescription: 'Das Land deiner Rechnungsadresse.',
    addressDescription: 'Straße und Ort, zum Beispiel „Hauptstraße 1, Berlin“.',
    onlineOffersDescription: 'Kurse, die per Video stattfinden.',
  },
};
