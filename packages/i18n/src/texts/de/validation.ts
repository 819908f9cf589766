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
};
