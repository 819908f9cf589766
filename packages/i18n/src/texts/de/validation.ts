/** One message per domain ValidationError key, with its parameters. Spec: both §5. */
export const validation = {
  required: 'Bitte fülle dieses Feld aus.',
  email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  maxLength: 'Bitte gib höchstens {max:number} Zeichen ein.',
  minLength: 'Bitte gib mindestens {min:number} Zeichen ein.',
  range: 'Bitte gib eine Zahl von {min:number} bis {max:number} ein.',
  integer: 'Bitte gib eine ganze Zahl ein.',
  country: 'Bitte wähle ein Land aus der Liste.',
  minCount: 'Bitte gib mindestens {min:number} {{Person|Personen}} an.',
  requiredMarker: 'Pflichtfeld',
  requiredLegend: 'Felder mit * sind Pflichtfelder.',
  checkFields: 'Bitte prüfe die markierten Felder.',
  termsRequired: 'Bitte akzeptiere die AGB und die Datenschutzerklärung.',
  choosePrice: 'Bitte wähle einen Preis aus.',
  /** The server's field errors by kind (domain `ServerFieldError`), and the field's generic text. */
  server: {
    invalid: 'Bitte prüfe diese Angabe.',
    taken: 'Diese Angabe ist schon vergeben.',
    emailTaken:
      'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder nimm eine andere.',
    emailNotFound: 'Zu dieser E-Mail-Adresse haben wir kein Konto gefunden.',
    phone: 'Bitte gib eine gültige Telefonnummer ein.',
    postalCode: 'Bitte gib eine gültige Postleitzahl ein.',
    password: 'Bitte wähle ein anderes Passwort.',
    link: 'Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
    /** A form's alert naming the first field the server refused. */
    field: '{label:string}: {message:string}',
  },
};
