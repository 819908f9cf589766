/** Course kinds offered on demand: video courses that open a room for a number of days. */
import type { CourseKind } from './types';

const onDemand = {
  locationType: 'online',
  places: null,
  hours: [0],
  weekdays: [0],
} as const;

/** On-demand course kinds (validDays 30, 7, 365 and 0 = unlimited). */
export const ONLINE_KINDS = {
  yogaVideo: {
    ...onDemand,
    name: 'Yoga für Zuhause – Videokurs',
    subTitle: 'Zehn Einheiten für Mamas mit Baby',
    short:
      'Zehn Videoeinheiten zwischen 15 und 30 Minuten: Yoga für Mamas, wann immer das Baby schläft.',
    description:
      'Unser Videokurs begleitet dich durch die ersten Monate mit Baby. Jede Einheit stärkt Rücken und Beckenboden und endet mit einer kurzen Entspannung. Du kannst die Videos beliebig oft ansehen, solange dein Zugang gültig ist.\n\nNach der Buchung erhältst du den Link zu deinem Kursraum.',
    categories: ['yoga', 'pregnancy'],
    ageMin: null,
    ageMax: null,
    group: 'Online-Kurse',
    pattern: { kind: 'on_demand', validDays: 30 },
    prices: [{ name: 'Zugang für 30 Tage', price: 3900 }],
    eventName: 'Videokurs',
  },
  weaningWorkshop: {
    ...onDemand,
    name: 'Beikost-Workshop (online)',
    subTitle: 'Vom Brei zum Familientisch',
    short:
      'Wann, was und wie viel? Ein kompakter Video-Workshop zur Beikost mit Rezeptheft zum Herunterladen.',
    description:
      'In vier kurzen Videos erklärt unsere Ernährungsberaterin, wann Babys bereit für Beikost sind, wie ihr Brei selbst kocht und wie der Übergang zum Familientisch gelingt. Dazu gibt es ein Rezeptheft als PDF.\n\nDer Zugang gilt eine Woche ab Buchung.',
    categories: ['baby', 'cooking'],
    ageMin: 4,
    ageMax: 12,
    group: 'Online-Kurse',
    pattern: { kind: 'on_demand', validDays: 7 },
    prices: [{ name: 'Zugang für 7 Tage', price: 1900 }],
    eventName: 'Video-Workshop',
  },
  babySleep: {
    ...onDemand,
    name: 'Gut schlafen – Babyschlaf verstehen',
    subTitle: 'Ein Jahr Begleitung per Video',
    short:
      'Schlafbedürfnis, Einschlafrituale, nächtliches Aufwachen: Wissen und Übungen für das erste Lebensjahr.',
    description:
      'Schlaf ist das Thema Nummer eins junger Familien. In diesem Kurs erklärt eine Kinderkrankenschwester Schritt für Schritt, wie Babyschlaf funktioniert und was euch helfen kann – ohne Schreienlassen. Neue Kapitel werden nach und nach freigeschaltet.\n\nEuer Zugang gilt ein ganzes Jahr.',
    categories: ['baby'],
    ageMin: 0,
    ageMax: 12,
    group: 'Online-Kurse',
    pattern: { kind: 'on_demand', validDays: 365 },
    prices: [{ name: 'Zugang für ein Jahr', price: 4900 }],
    eventName: 'Jahreszugang',
  },
  singAlongVideo: {
    ...onDemand,
    name: 'Singen & Bewegen – Videokurs',
    subTitle: 'Lieder und Fingerspiele zum Mitmachen, unbegrenzt',
    short:
      'Zwanzig Lieder, Fingerspiele und Bewegungsreime für Kinder bis drei Jahre – ohne zeitliche Begrenzung.',
    description:
      'Unsere Musikpädagogin singt und spielt euch zwanzig Lieder vor, die sich perfekt für zu Hause eignen: zum Aufwachen, zum Wickeln, zum Toben und zum Einschlafen. Zu jedem Lied gibt es Text und Noten zum Herunterladen.\n\nDer Zugang ist unbegrenzt gültig.',
    categories: ['music', 'baby'],
    ageMin: 0,
    ageMax: 36,
    group: 'Online-Kurse',
    pattern: { kind: 'on_demand', validDays: 0 },
    prices: [{ name: 'Unbegrenzter Zugang', price: 2900 }],
    eventName: 'Videokurs',
  },
} satisfies Record<string, CourseKind>;
