/**
 * The booking and payment error catalogue: server codes, card provider codes, PayPal, authorize and
 * redirect failures. Part of the `booking` namespace. Spec: transactions §8.
 */
export const bookingErrors = {
  /** Keyed by the server's error code, as the demo backend answers it. */
  server: {
    provider_not_bookable: 'Dieser Anbieter kann gerade nicht gebucht werden.',
    not_enough_places:
      'Es sind nicht mehr genug Plätze frei. Bitte verringere die Zahl der Teilnehmenden oder wähle einen anderen Termin.',
    too_many_participants:
      'Pro Buchung sind höchstens {count:number} Teilnehmende möglich. Für mehr Plätze schreib bitte dem Anbieter.',
    payment_error:
      'Bei der Zahlung ist ein Fehler aufgetreten. Bitte versuch es noch einmal oder wende dich an unseren Support.',
    unknown_error: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
    billing_address_incomplete: 'Deine Rechnungsadresse ist unvollständig. Bitte ergänze sie.',
    participant_name_missing: 'Bitte gib für jede teilnehmende Person einen Namen an.',
    participants_missing: 'Bitte füge mindestens eine teilnehmende Person hinzu.',
    email_taken:
      'Diese E-Mail-Adresse ist schon registriert, deshalb konnten wir kein Konto anlegen. Melde dich an oder nutze eine andere Adresse.',
    customer_data_invalid:
      'Deine Kundendaten sind unvollständig oder ungültig. Bitte prüfe deine Angaben.',
    phone_invalid: 'Die Telefonnummer stimmt nicht. Bitte prüfe sie.',
    price_option_unavailable: 'Dieser Preis ist nicht mehr verfügbar. Bitte lade die Seite neu.',
    wrong_password: 'Das Passwort ist falsch.',
    booking_option_unavailable:
      'Eine gewählte Zusatzoption ist nicht mehr buchbar oder nicht mehr verfügbar.',
    booked_out: 'Dieser Termin ist ausgebucht oder die Zahl der Teilnehmenden ist zu hoch.',
    booking_invalid: 'Diese Buchung ist nicht mehr gültig. Bitte starte eine neue Buchung.',
    voucher_min_amount: 'Diesen Gutschein kannst du erst ab einem Mindestbetrag einlösen.',
    terms_not_accepted: 'Bitte akzeptiere die AGB und die Datenschutzerklärung.',
    voucher_invalid:
      'Dieser Gutscheincode ist unbekannt, existiert nicht mehr oder wurde schon eingelöst.',
    amount_too_high: 'Der Betrag ist für PayPal zu hoch. Bitte wähle eine andere Zahlungsart.',
    wrong_state: 'Diese Buchung hat inzwischen einen anderen Status und kann nicht bezahlt werden.',
    no_payment_method: 'Bitte wähle eine Zahlungsart aus.',
    iban_not_valid: 'Die IBAN ist ungültig. Bitte prüfe sie.',
    payment_method_change_failed:
      'Die Zahlungsart konnte nicht geändert werden. Bitte versuch es noch einmal.',
    session_required:
      'Deine Sitzung ist abgelaufen oder gehört zu einem anderen Konto. Bitte melde dich neu an.',
    not_found: 'Diese Buchung haben wir nicht gefunden.',
    payment_not_approved: 'Die Zahlung wurde nicht ausgeführt oder nicht freigegeben.',
    booking_expired: 'Diese Buchung ist abgelaufen. Bitte buche noch einmal.',
    access_expired: 'Dein Zugang ist abgelaufen.',
    not_yet_active: 'Dieser Zugang ist noch nicht freigeschaltet.',
    rate_limited:
      'Zu viele Anfragen – das Buchungslimit ist erreicht. Bitte versuch es später noch einmal.',
  },
  /** Keyed by the card payment provider's error code. */
  card: {
    incorrect_number: 'Die Kartennummer ist falsch.',
    invalid_number: 'Die Kartennummer ist ungültig.',
    incomplete_number: 'Die Kartennummer ist unvollständig.',
    incomplete_expiry: 'Das Ablaufdatum ist unvollständig.',
    incomplete_cvc: 'Die Prüfnummer ist unvollständig.',
    incomplete_zip: 'Die Postleitzahl ist unvollständig.',
    invalid_expiry_month: 'Der Ablaufmonat ist ungültig.',
    invalid_expiry_year: 'Das Ablaufjahr ist ungültig.',
    invalid_expiry_month_past: 'Das Ablaufdatum liegt in der Vergangenheit.',
    invalid_expiry_year_past: 'Das Ablaufjahr liegt in der Vergangenheit.',
    invalid_cvc: 'Die Prüfnummer ist ungültig.',
    incorrect_cvc: 'Die Prüfnummer ist falsch.',
    incorrect_zip: 'Die Postleitzahl passt nicht zur Karte.',
    expired_card: 'Die Karte ist abgelaufen. Bitte nutze eine andere Karte.',
    card_declined: 'Die Karte wurde abgelehnt. Bitte nutze eine andere Karte oder Zahlungsart.',
    missing: 'Bitte gib deine Kartendaten ein.',
    processing_error:
      'Bei der Verarbeitung der Karte ist ein Fehler aufgetreten. Bitte versuch es noch einmal.',
    rate_limit:
      'Zu viele Anfragen in kurzer Zeit. Bitte warte einen Moment und versuch es noch einmal.',
    authentication_required: 'Deine Bank möchte die Zahlung zusätzlich bestätigen lassen.',
    payment_intent_authentication_failure:
      'Die Zahlung konnte nicht bestätigt werden. Bitte versuch es noch einmal oder wähle eine andere Zahlungsart.',
    payment_intent_unexpected_state:
      'Die Zahlung ist in einem unerwarteten Zustand. Bitte lade die Seite neu.',
    invalid_iban: 'Die IBAN ist ungültig.',
    incomplete_iban: 'Die IBAN ist unvollständig.',
    invalid_iban_country_code: 'Die IBAN hat einen ungültigen Ländercode.',
    invalid_bank_account_iban: 'Die IBAN ist ungültig.',
  },
  /** By HTTP status of the booking create call. */
  create: {
    badRequest: 'Die Buchung konnte so nicht angelegt werden. Bitte wende dich an den Anbieter.',
    tooManyRequests:
      'Zu viele Anfragen – das Buchungslimit ist erreicht. Bitte versuch es später noch einmal.',
  },
  paypal: {
    amountTooHigh: 'Der Betrag ist für PayPal zu hoch. Bitte wähle eine andere Zahlungsart.',
    badRequest:
      'PayPal ist für diese Buchung nicht möglich oder die Bestellung konnte nicht angelegt werden.',
    wrongState: 'Diese Buchung hat inzwischen einen anderen Status.',
    createOrder:
      'Die PayPal-Bestellung konnte nicht angelegt werden. Bitte versuch es noch einmal oder wähle eine andere Zahlungsart.',
  },
  authorize: {
    wrongPassword: 'Das Passwort stimmt leider nicht.',
    unexpected:
      'Es ist ein unerwartetes Problem aufgetreten. Bitte wende dich direkt an den Anbieter.',
  },
  /** Keyed by the domain RedirectFailureKey. */
  redirect: {
    generic: 'Bei der Zahlung ist etwas schiefgelaufen.',
    canceled: 'Du hast die Zahlung abgebrochen.',
    failed: 'Die Zahlung ist fehlgeschlagen.',
    wrongState: 'Die Buchung hat einen Status, in dem sie nicht bezahlt werden kann.',
    sessionLost:
      'Deine Sitzung ist abgelaufen oder passt nicht zu dieser Buchung. Bitte melde dich neu an.',
    notFound: 'Die Buchung haben wir nicht gefunden.',
    notPaid: 'Die Zahlung wurde nicht ausgeführt oder nicht freigegeben.',
    expired: 'Die Buchung ist abgelaufen.',
  },
  payment:
    'Bei der Zahlung ist ein Fehler aufgetreten. Bitte versuch es noch einmal oder wende dich an unseren Support.',
  paymentChange: 'Die Zahlungsart konnte nicht geändert werden.',
  moduleFailed:
    'Das Zahlungsmodul konnte nicht geladen werden. Falls du einen Werbeblocker nutzt, deaktiviere ihn bitte für diese Seite und lade sie neu.',
  loadFailed: 'Die Buchung konnte nicht geladen werden.',
};
