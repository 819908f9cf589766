/**
 * Customer account: profile tabs, login, signup, profile form, confirmation and password pages.
 * Spec: discovery §2 Customer profile, Confirmation and password pages; §4 User session; §5; §8.
 */
export const account = {
  title: 'Mein Profil',
  tabs: {
    label: 'Bereiche deines Profils',
    bookings: 'Buchungen',
    onDemand: 'On-Demand',
    contracts: 'Abos und Verträge',
    providers: 'Anbieter',
    account: 'Meine Daten',
    count: '{count:number}',
    backToTabs: 'Zurück zur Übersicht',
  },
  login: {
    title: 'Anmelden',
    submit: 'Anmelden',
    failed: 'E-Mail-Adresse oder Passwort stimmen nicht. Bitte versuch es noch einmal.',
    unavailable:
      'Die Anmeldung klappt gerade nicht – an deinen Angaben liegt es nicht. Bitte versuch es gleich noch einmal.',
    /** Too many failed logins for the e-mail (429): the wait its Retry-After names. */
    locked:
      'Zu viele Anmeldeversuche. Bitte versuch es in {minutes:number} {{Minute|Minuten}} noch einmal.',
    /** The same lock-out when the server named no wait. */
    lockedSoon:
      'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuch es dann noch einmal.',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    toSignup: 'Jetzt registrieren',
    redirecting: 'Du wirst weitergeleitet …',
  },
  signup: {
    title: 'Registrieren',
    submit: 'Konto anlegen',
    failed: 'Die Registrierung hat nicht geklappt. Bitte prüfe deine Angaben.',
    termsHint:
      'Mit deiner Registrierung akzeptierst du die AGB und die Datenschutzerklärung von Kurse.',
    haveAccount: 'Du hast schon ein Konto?',
    toLogin: 'Zur Anmeldung',
    becomeMember: 'Jetzt Mitglied werden',
    memberPromo: {
      title: 'Neu bei Kurse?',
      text: 'Mit einem Konto buchst du schneller und hast deine Buchungen und Abos immer im Blick.',
    },
    providerPromo: {
      title: 'Du bietest Kurse an?',
      text: 'Zeig deine Angebote auf Kurse und nimm Buchungen ganz einfach online an.',
      action: 'Zur Anbieter-Registrierung',
    },
  },
  loadFailed: 'Das konnten wir gerade nicht laden. Bitte versuch es noch einmal.',
  logout: 'Abmelden',
  loggedInAs: 'Du bist angemeldet als {email:string}.',
  profile: {
    title: 'Meine Daten',
    save: 'Änderungen speichern',
    saved: 'Deine Daten sind gespeichert.',
    saveFailed: 'Deine Daten konnten nicht gespeichert werden. Bitte prüfe die markierten Felder.',
  },
  bookings: {
    empty: 'Du hast noch keine Buchungen.',
    loading: 'Deine Buchungen werden geladen …',
    newBooking: 'Neue Buchung',
    billingNo: 'Buchung {billingNo:string}',
    date: 'Gebucht am {date:string}',
    product: '{name:string} ({type:string})',
    participants: 'Teilnehmende: {names:string}',
    costs: 'Kosten',
    noCosts: '–',
    bill: 'Rechnung ansehen',
    ongoing: 'Diese Buchung ist noch nicht abgeschlossen.',
    resume: 'Buchung fortsetzen',
    processing: 'Deine Zahlung ist eingegangen und wird bearbeitet. Du musst nichts weiter tun.',
  },
  onDemand: {
    empty: 'Du hast noch keine On-Demand-Inhalte gebucht.',
    loading: 'Deine On-Demand-Inhalte werden geladen …',
    validUntil: 'Gültig bis {date:string}',
    open: 'Inhalte ansehen',
    expired: 'Dein Zugang zu diesen Inhalten ist abgelaufen.',
  },
  providers: {
    empty: 'Du hast noch keine Anbieter besucht.',
    emptyHint: 'Stöbere in der Suche oder entdecke Angebote, die du online machen kannst.',
    toSearch: 'Zur Suche',
    toOnlineSearch: 'Online-Angebote entdecken',
    visitedAt: 'Besucht am {date:string}',
  },
  confirmation: {
    successTitle: 'Deine E-Mail-Adresse ist bestätigt',
    successText: 'Schön, dass du dabei bist! Dein Konto ist jetzt aktiv.',
    toProfile: 'Zu meinem Profil',
    errorTitle: 'Das hat nicht geklappt',
    errorText:
      'Der Bestätigungslink ist ungültig oder abgelaufen. Gib deine E-Mail-Adresse ein, dann schicken wir dir einen neuen.',
    resend: 'Neuen Link senden',
    resent: 'Wir haben dir einen neuen Bestätigungslink geschickt. Schau in dein Postfach.',
    resendFailed: 'Der Link konnte nicht gesendet werden. Bitte prüfe deine E-Mail-Adresse.',
  },
  passwordReset: {
    title: 'Passwort zurücksetzen',
    intro:
      'Gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
    submit: 'Link anfordern',
    success:
      'Wenn es ein Konto mit dieser Adresse gibt, ist der Link jetzt unterwegs. Schau in dein Postfach.',
    failed: 'Das Zurücksetzen hat nicht geklappt. Bitte prüfe deine E-Mail-Adresse.',
    toLogin: 'Zur Anmeldung',
    toSignup: 'Neu hier? Registrieren',
  },
  passwordEdit: {
    title: 'Neues Passwort festlegen',
    submit: 'Passwort speichern',
    success: 'Dein neues Passwort ist gespeichert. Du kannst dich jetzt anmelden.',
    failed:
      'Dein Passwort konnte nicht geändert werden. Vielleicht ist der Link abgelaufen – fordere einfach einen neuen an.',
    requestNew: 'Neuen Link anfordern',
    toLogin: 'Zur Anmeldung',
  },
};
