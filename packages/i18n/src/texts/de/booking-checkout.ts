/**
 * Checkout, redirect return and payment methods. Part of the `booking` namespace.
 * Spec: transactions §2 Checkout, Checkout redirect page; §4 Payment methods; §9.
 */
export const checkout = {
  title: 'Bezahlen',
  titleFree: 'Buchung abschließen',
  titleBooking: 'Deine Buchung',
  pay: 'Jetzt bezahlen ({amount:string})',
  paying: 'Zahlung wird ausgeführt …',
  cancel: 'Buchung abbrechen',
  cancelConfirm: 'Möchtest du diese Buchung wirklich abbrechen?',
  successTitle: 'Vielen Dank für deine Buchung!',
  successText: 'Du bekommst gleich eine Bestätigung per E-Mail.',
  successEvent: '{course:string} – {event:string}',
  failureTitle: 'Diese Buchung kann nicht bezahlt werden',
  failureText: 'Bitte starte eine neue Buchung oder wende dich an den Anbieter.',
  processingTitle: 'Danke! Deine Zahlung ist eingegangen und wird bearbeitet',
  processingText:
    'Bei einer Lastschrift dauert es einige Werktage, bis das Geld gutgeschrieben ist. Bis dahin ist deine Buchung reserviert; du musst nichts weiter tun. Sobald die Zahlung abgeschlossen ist, bekommst du eine E-Mail.',
  confirmedTitle: 'Deine Buchung ist bestätigt',
  confirmedText: 'Der Anbieter hat deine Buchung bestätigt. Hier ist nichts mehr zu bezahlen.',
  toCourse: 'Zurück zum Angebot',
  redirectChecking: 'Wir prüfen deine Zahlung …',
  redirectFailureTitle: 'Die Zahlung hat nicht geklappt',
  backToPayment: 'Zurück zur Zahlung',
  toCourses: 'Zurück zu allen Angeboten',
  order: {
    title: 'Deine Bestellung',
    dates: 'Termine',
    participants: 'Teilnehmende: {names:string}',
  },
  successBookingNo: 'Buchungsnummer',
  successEventLabel: 'Angebot',
  successFirstDate: 'Erster Termin',
  successDate: 'Termin',
  successPaid: 'Bezahlt',
  addToCalendar: 'Zum Kalender hinzufügen',
  calendarDescription: 'Buchung {billingNo:string} bei {provider:string}',
};

export const payment = {
  title: 'Zahlungsart',
  choose: 'Bitte wähle eine Zahlungsart.',
  methods: {
    saved: 'Gespeicherte Zahlungsart',
    card: 'Kredit- oder Debitkarte',
    sepaDebit: 'SEPA-Lastschrift',
    giropay: 'giropay',
    sofort: 'Sofortüberweisung',
    klarna: 'Klarna',
    paymentRequest: 'Apple Pay oder Google Pay',
    paypal: 'PayPal',
    lastSaved: 'Zuletzt verwendete Zahlungsart',
  },
  savedCard: 'Karte mit Endung {last4:string}',
  savedAccount: 'Konto mit Endung {last4:string}',
  accountHolderHint: 'Name und E-Mail-Adresse brauchen wir für die Zahlung.',
  sepaMandate:
    'Ich ermächtige {provider:string}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen, und weise mein Kreditinstitut an, diese Lastschriften einzulösen. Ich kann innerhalb von {weeks:number} Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Für eine nicht eingelöste Lastschrift fällt eine Gebühr von {fee:string} an.',
  sepaMandateConsent: 'Ich stimme dem SEPA-Lastschriftmandat zu.',
  sepaMandateRequired:
    'Bitte stimme dem SEPA-Lastschriftmandat zu, um per Lastschrift zu bezahlen.',
  payWithPaypal: 'Mit PayPal bezahlen',
  paypalHint: 'Du bestätigst die Zahlung im Fenster von PayPal.',
  paypalCanceled:
    'Du hast PayPal geschlossen, ohne zu bezahlen. Versuch es noch einmal oder wähle eine andere Zahlungsart.',
  demoPaypalHint: 'Demo-Modus: PayPal wird nur nachgestellt, es wird nichts abgebucht.',
  payWithWallet: 'Mit Apple Pay oder Google Pay bezahlen',
  demoWalletHint: 'Demo-Modus: Die Wallet wird nur nachgestellt, es wird nichts abgebucht.',
  paypalLoading: 'PayPal wird geladen …',
  redirectNotice: 'Du wirst zur Bestätigung der Zahlung weitergeleitet.',
  moduleLoading: 'Zahlungsmodul wird geladen …',
  cardNumber: 'Kartennummer',
  cardExpiry: 'Ablaufdatum (MM/JJ)',
  cardCvc: 'Prüfnummer (CVC)',
  demoCardHint:
    'Demo-Modus: Es wird nichts abgebucht. Zum Testen: Karte 4242 4242 4242 4242, ein Ablaufdatum in der Zukunft und eine beliebige dreistellige Prüfnummer.',
  demoIbanHint: 'Demo-Modus: Es wird nichts abgebucht. Zum Testen: DE89 3704 0044 0532 0130 00.',
};
