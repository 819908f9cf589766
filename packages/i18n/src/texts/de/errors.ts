/** Error screens and alerts outside the booking flow. Spec: discovery §2, §8. */
export const errors = {
  generic: {
    title: 'Da ist etwas schiefgelaufen',
    text: 'Bitte lade die Seite neu oder versuch es später noch einmal.',
    reload: 'Seite neu laden',
    back: 'Zurück',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es leider nicht (mehr). Hast du deine URL richtig angegeben?',
    home: 'Zur Startseite',
  },
  provider: {
    notFound: 'Diesen Anbieter konnten wir leider nicht finden.',
    generic: 'Der Anbieter kann gerade nicht geladen werden. Bitte versuch es später noch einmal.',
  },
  course: {
    notFound: 'Dieses Angebot konnten wir leider nicht finden.',
  },
  preview: {
    name: 'Leider nichts gefunden :(',
    description: 'Hast du deine URL richtig angegeben?',
  },
  franchise: {
    notFound: 'Diese Seite konnten wir leider nicht finden.',
    generic: 'Die Seite kann gerade nicht geladen werden. Bitte versuch es später noch einmal.',
  },
  timeZone:
    'Alle Zeiten sind in deutscher Zeit (Europe/Berlin) angegeben. Deine Zeitzone ({zone:string}) weicht davon ab.',
  geolocation:
    'Deine aktuelle Position ist gerade nicht verfügbar. Bitte erlaube den Standortzugriff oder gib eine Adresse ein.',
  offline: 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.',
  unknown: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
  errorCode: 'Fehlercode: {code:string}',
  /** A logged-in request the server refused because the session ran out (401). */
  sessionExpired:
    'Deine Anmeldung ist abgelaufen. Bitte melde dich noch einmal an – deine Eingaben bleiben erhalten.',
  /** A form the server refused for too many requests (429), with the wait its Retry-After names. */
  tooManyRequests:
    'Zu viele Anfragen. Bitte versuch es in {minutes:number} {{Minute|Minuten}} noch einmal – deine Eingaben bleiben erhalten.',
  /** The same refusal when the server named no wait. */
  tooManyRequestsSoon:
    'Zu viele Anfragen. Bitte warte einen Moment und versuch es dann noch einmal – deine Eingaben bleiben erhalten.',
};
