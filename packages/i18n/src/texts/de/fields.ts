/**
 * Labels, placeholders and hints of every form field of both §5 (contact form, waiting list, lead
 * form, login, signup, account, booking, voucher, passwords, assistant, search filters).
 */
export const fields = {
  firstName: { label: 'Vorname', placeholder: 'z. B. Anna' },
  lastName: { label: 'Nachname', placeholder: 'z. B. Schmidt' },
  name: { label: 'Name', placeholder: 'Vor- und Nachname' },
  email: { label: 'E-Mail-Adresse', placeholder: 'name@beispiel.de' },
  phone: {
    label: 'Telefon',
    placeholder: 'z. B. 0171 1234567',
    hint: 'Falls der Anbieter dich kurzfristig erreichen muss.',
  },
  mobile: { label: 'Mobilnummer' },
  dateOfBirth: { label: 'Geburtsdatum' },
  company: { label: 'Firma', hint: 'Nur nötig, wenn die Rechnung an eine Firma gehen soll.' },
  street: { label: 'Straße und Hausnummer', placeholder: 'z. B. Lindenstraße 12' },
  postalCode: { label: 'PLZ', placeholder: 'z. B. 10115' },
  city: { label: 'Ort', placeholder: 'z. B. Berlin' },
  country: { label: 'Land', placeholder: 'Land auswählen' },
  message: {
    label: 'Deine Nachricht',
    placeholder: 'Was möchtest du vom Anbieter wissen?',
  },
  answer: { label: 'Deine Antwort' },
  participantCount: {
    label: 'Anzahl der Personen',
    hint: 'Zwischen {min:number} und {max:number}.',
  },
  lead: {
    name: {
      label: 'Name des Anbieters',
      placeholder: 'z. B. Schwimmschule Seepferdchen',
    },
    email: { label: 'E-Mail-Adresse des Anbieters', placeholder: 'info@anbieter.de' },
    url: { label: 'Website des Anbieters', placeholder: 'https://www.anbieter.de' },
  },
  password: {
    label: 'Passwort',
    hint: 'Mindestens {min:number} Zeichen.',
    show: 'Passwort anzeigen',
    hide: 'Passwort verbergen',
  },
  passwordConfirmation: { label: 'Passwort wiederholen' },
  newPassword: { label: 'Neues Passwort' },
  eventPassword: {
    label: 'Passwort für diesen Termin',
    placeholder: 'Passwort eingeben',
    hint: 'Das Passwort bekommst du vom Anbieter.',
  },
  participantName: {
    label: 'Name der teilnehmenden Person',
    placeholder: 'Vor- und Nachname',
    numbered: 'Person {number:number}',
  },
  note: {
    label: 'Nachricht an den Anbieter (optional)',
    placeholder: 'Möchtest du dem Anbieter noch etwas mitteilen?',
  },
  bookingItem: {
    quantity: 'Anzahl',
    choose: 'Bitte auswählen',
    optionPrice: '+ {price:string}',
  },
  voucher: { label: 'Gutscheincode', placeholder: 'z. B. SOMMER10' },
  accountHolder: { label: 'Name des Kontoinhabers' },
  iban: { label: 'IBAN', placeholder: 'DE00 0000 0000 0000 0000 00' },
  searchTerm: { label: 'Suchbegriff', placeholder: 'Was suchst du? z. B. Babyschwimmen' },
  address: { label: 'Adresse', placeholder: 'Ort, PLZ oder Adresse' },
  assistant: {
    label: 'Was suchst du?',
    placeholder: 'z. B. Schwimmkurs für meine 4-jährige Tochter in Köln, samstags',
    hint: 'Enter sendet ab, Umschalt + Enter beginnt eine neue Zeile.',
  },
  priceSlider: {
    label: 'Höchstpreis',
    value: 'bis {price:string}',
    noLimit: 'Kein Limit',
  },
  radius: { label: 'Umkreis', value: '{km:number} km' },
  startDate: { label: 'Ab Datum' },
};
