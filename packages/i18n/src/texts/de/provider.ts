/**
 * Provider page: side panel, contact form, waiting list, ratings, external providers and
 * recommendations. Spec: discovery §2 Provider page, Course and event pages; §3; §5; §8.
 */
export const provider = {
  allOffers: 'Alle Angebote',
  offersDescription:
    'Alle Kurse und Angebote von {provider:string}: Termine, Preise und freie Plätze auf einen Blick.',
  hearts: '{count:number} {{Herz|Herzen}}',
  image: '{provider:string} – Foto {index:number}',
  franchises: 'Partner von',
  contactPerson: 'Ansprechperson',
  contacts: 'Deine Ansprechpersonen',
  panel: {
    contact: 'Kontakt',
    phone: 'Anrufen',
    website: 'Website',
    facebook: 'Facebook',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    address: 'Adresse',
    otherAddresses: 'Weitere Standorte',
    openInMaps: 'In Karten öffnen',
    mapSearch: 'Angebote in der Umgebung suchen',
  },
  contact: {
    open: 'Nachricht schreiben',
    title: 'Nachricht an {provider:string}',
    subject: 'Anfrage über Kurse',
    send: 'Nachricht senden',
    success: 'Deine Nachricht ist unterwegs! {provider:string} meldet sich bald bei dir.',
    failed: 'Deine Nachricht konnte nicht gesendet werden. Bitte versuch es noch einmal.',
  },
  waitingList: {
    title: 'Warteliste',
    intro:
      'Dieser Termin ist ausgebucht. Trag dich in die Warteliste ein – der Anbieter meldet sich, wenn ein Platz frei wird.',
    submit: 'Auf die Warteliste setzen',
    alreadyListed: 'Du stehst schon auf der Warteliste für diesen Termin.',
    listedAs: 'Du trägst dich ein als {name:string}.',
    success: 'Du stehst jetzt auf der Warteliste. Wir drücken dir die Daumen!',
  },
  ratings: {
    title: 'Bewertungen',
    count: '{count:number} {{Bewertung|Bewertungen}}',
    show: 'Bewertungen anzeigen',
    hide: 'Bewertungen ausblenden',
    all: 'Alle Bewertungen ansehen',
    about: 'zu {course:string}',
    failed: 'Die Bewertungen können gerade nicht geladen werden.',
  },
  external: {
    intro: 'Dieser Anbieter verwaltet seine Angebote und Buchungen auf seiner eigenen Website.',
    link: 'Weiter zur Website von {provider:string}',
    note: 'Du verlässt damit Kurse. Für die Inhalte der Website ist allein der Anbieter verantwortlich.',
  },
  recommendations: {
    title: 'Das könnte dich auch interessieren',
  },
  terms: 'AGB von {provider:string}',
  privacyPolicy: 'Datenschutzerklärung von {provider:string}',
  termsDescription:
    'Die Allgemeinen Geschäftsbedingungen von {provider:string} für deine Buchungen.',
  privacyPolicyDescription:
    'Wie {provider:string} mit deinen Daten umgeht: die Datenschutzerklärung.',
  noTerms: '{provider:string} hat keine eigenen AGB hinterlegt.',
  noPrivacyPolicy: '{provider:string} hat keine eigene Datenschutzerklärung hinterlegt.',
};
