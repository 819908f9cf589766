/** Course kinds: pottery, painting and music. */
import type { CourseKind } from './types';

/** Creative and music course kinds. */
export const CREATIVE_KINDS = {
  kidsPottery: {
    name: 'Töpferkurs für Kinder',
    subTitle: 'Aus Ton wird Kunst',
    short:
      'Schalen, Tiere, Fantasiefiguren: Kinder von 6 bis 12 formen, glasieren und nehmen ihre Werke mit nach Hause.',
    description:
      'In unserer Werkstatt lernen Kinder die Grundtechniken des Töpferns: Daumenschale, Wulsttechnik und Plattentechnik. Jedes Kind gestaltet eigene Stücke, die wir brennen und in der letzten Stunde gemeinsam glasieren.\n\nBitte Kleidung anziehen, die schmutzig werden darf. Zusatzmaterial könnt ihr bei der Buchung dazubestellen.',
    categories: ['pottery'],
    ageMin: 72,
    ageMax: 144,
    locationType: 'onSite',
    group: 'Kinderkurse',
    pattern: { kind: 'block', sessions: 6, minutes: 90 },
    prices: [{ name: 'Kursgebühr inkl. Ton und Brand', price: 11900 }],
    places: [8, 10],
    hours: [14, 15, 16],
    weekdays: [1, 2, 5],
    items: ['potteryExtras'],
    eventName: 'Töpferkurs',
  },
  adultPottery: {
    name: 'Töpfern an der Drehscheibe',
    subTitle: 'Abendkurs für Erwachsene',
    short:
      'Zentrieren, aufbrechen, hochziehen: An fünf Abenden entstehen eure ersten Becher und Schalen.',
    description:
      'Die Drehscheibe braucht Geduld – und macht süchtig. In kleiner Runde lernt ihr, den Ton zu zentrieren und Gefäße aufzudrehen. Am letzten Abend glasieren wir eure besten Stücke.\n\nMaterial und Brennkosten sind im Preis enthalten.',
    categories: ['pottery'],
    ageMin: null,
    ageMax: null,
    locationType: 'onSite',
    group: 'Erwachsene',
    pattern: { kind: 'block', sessions: 5, minutes: 150 },
    prices: [{ name: 'Abendkurs (5 Abende)', price: 19500 }],
    places: [6, 8],
    hours: [19],
    weekdays: [1, 3],
    eventName: 'Drehscheibe',
  },
  painting: {
    name: 'Malen wie die Großen',
    subTitle: 'Malkurs für Kinder von 5 bis 12 Jahren',
    short:
      'Acryl, Aquarell und Kreide: Kinder probieren Techniken großer Künstlerinnen und Künstler aus.',
    description:
      'Wie hat Paul Klee gemalt, wie Frida Kahlo? In jeder Stunde lernen die Kinder eine Künstlerin oder einen Künstler kennen und probieren deren Technik aus. Am Ende des Kurses stellen wir die Bilder in einer kleinen Vernissage aus.\n\nAlle Materialien sind im Preis enthalten, Malkittel stellen wir.',
    categories: ['painting'],
    ageMin: 60,
    ageMax: 144,
    locationType: 'onSite',
    group: 'Kinderkurse',
    pattern: { kind: 'block', sessions: 8, minutes: 90 },
    prices: [{ name: 'Kursgebühr (8 Termine)', price: 12800 }],
    places: [8, 12],
    hours: [14, 15, 16],
    weekdays: [0, 2, 3],
    eventName: 'Malkurs',
  },
  paintingHoliday: {
    name: 'Ferien-Malwoche',
    subTitle: 'Fünf Vormittage voller Farbe',
    short:
      'In den Ferien malen, drucken und collagieren Kinder von 6 bis 12 jeden Vormittag zu einem neuen Thema.',
    description:
      'Unsere Ferien-Malwoche bietet fünf Vormittage mit wechselnden Themen: Tiere, Stadt, Meer, Weltall und ein großes Gemeinschaftsbild. Zwischendurch gibt es ein gesundes Frühstück.\n\nDie Kinder werden von zwei Kunstpädagoginnen betreut.',
    categories: ['painting', 'holidays'],
    ageMin: 72,
    ageMax: 144,
    locationType: 'onSite',
    group: 'Ferienangebote',
    pattern: { kind: 'block', sessions: 5, minutes: 180, daily: true },
    prices: [{ name: 'Ferienwoche', price: 16900 }],
    places: [10, 12],
    hours: [9],
    weekdays: [0],
    items: ['lunch'],
    eventName: 'Ferienwoche',
  },
  musicGarden: {
    name: 'Musikgarten',
    subTitle: 'Singen, tanzen, musizieren mit den Kleinsten',
    short:
      'Lieder, Kniereiter und erste Instrumente: musikalische Früherziehung für Kinder ab 18 Monaten mit Begleitung.',
    description:
      'Im Musikgarten singen wir Lieder aus aller Welt, spielen auf Klanghölzern, Rasseln und Glockenspielen und bewegen uns zur Musik. Die Eltern sind dabei und nehmen viele Ideen für zu Hause mit.\n\nZu jedem Kurs gibt es ein Liederheft mit Audiodateien.',
    categories: ['music', 'baby'],
    ageMin: 18,
    ageMax: 36,
    locationType: 'onSite',
    group: 'Musik für die Kleinsten',
    pattern: { kind: 'block', sessions: 10, minutes: 45 },
    prices: [
      {
        name: 'Elternteil + Kind',
        price: 6500,
        multiplier: 2,
        description: 'Pro Person; ein Erwachsener begleitet ein Kind.',
      },
    ],
    places: [8, 10],
    hours: [9, 10, 16],
    weekdays: [0, 1, 3],
    eventName: 'Musikgarten',
  },
  earlyMusic: {
    name: 'Musikalische Früherziehung',
    subTitle: 'Die Welt der Töne entdecken – für Kinder von 4 bis 6',
    short:
      'Rhythmus, Gesang und Instrumentenkarussell: Vorbereitung auf das erste eigene Instrument.',
    description:
      'In der Musikalischen Früherziehung lernen Kinder Noten als Bilder kennen, klatschen Rhythmen, singen im Chor und probieren viele Instrumente aus – von der Trommel bis zur Geige.\n\nDer Kurs läuft fortlaufend und wird monatlich abgerechnet; eine Kündigung ist zum Monatsende möglich.',
    categories: ['music'],
    ageMin: 48,
    ageMax: 72,
    locationType: 'onSite',
    group: 'Musik für die Kleinsten',
    pattern: { kind: 'recurring', minutes: 45, shown: 6 },
    prices: [
      {
        name: 'Monatlich',
        price: 3800,
        recurring: { intervalType: 'month', intervalCount: 1 },
        description: 'Wird jeden Monat abgebucht.',
      },
    ],
    places: [8, 12],
    hours: [15, 16],
    weekdays: [1, 2, 4],
    eventName: 'Früherziehung',
  },
  guitar: {
    name: 'Gitarre für Kinder',
    subTitle: 'Einzelunterricht nach Absprache',
    short:
      'Erste Akkorde und Lieblingslieder: Einzelunterricht für Kinder ab 7 Jahren, Termine nach Vereinbarung.',
    description:
      'Im Einzelunterricht gehen wir auf das Tempo und die Wünsche jedes Kindes ein. Wir beginnen mit einfachen Akkorden und Liedbegleitung, später kommen Zupfmuster und Noten dazu.\n\nDen wöchentlichen Termin vereinbaren wir nach der Buchung. Leihgitarren in Kindergröße sind vorhanden.',
    categories: ['music'],
    ageMin: 84,
    ageMax: 168,
    locationType: 'byArrangement',
    group: 'Instrumentalunterricht',
    pattern: { kind: 'flexible' },
    prices: [
      { name: 'Zehnerkarte (je 30 Minuten)', price: 32000, max: 1 },
      { name: 'Probestunde', price: 2500, max: 1 },
    ],
    places: null,
    hours: [15],
    weekdays: [0],
    eventName: 'Einzelunterricht',
    eventDescription: 'Termine nach Vereinbarung, wöchentlich 30 Minuten.',
  },
} satisfies Record<string, CourseKind>;
