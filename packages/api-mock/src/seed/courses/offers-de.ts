/** Courses of the German providers. Fixture cases are spelled out; the rest follow their kind. */
import type { CourseOffer } from './types';

/** Courses of providers 1–28 and 43 (Germany). */
export const DE_OFFERS: CourseOffer[] = [
  // Schwimmschule Seepferdchen (standard template, the richest provider)
  { id: 101, providerId: 1, kind: 'babySwimming', eventCount: 2, relevance: 3200 },
  {
    id: 102,
    providerId: 1,
    kind: 'toddlerSwimming',
    addressIndex: 1,
    events: [{ places: 10, left: 2 }],
  },
  {
    id: 103,
    providerId: 1,
    kind: 'seahorse',
    relevance: 6200,
    events: [
      { places: 20, left: 5, weekday: 1, hour: 16 },
      {
        name: 'Seepferdchen-Kurs für Vereinsmitglieder',
        weekday: 3,
        hour: 16,
        protect: {
          password: 'seepferdchen',
          untilDays: 10,
          hint: 'Das Passwort steht in unserem Vereinsnewsletter.',
        },
      },
    ],
    recommendations: [
      { modelName: 'course', id: 101 },
      { modelName: 'provider', id: 15 },
    ],
  },
  // Hopsala Kinderturnen (card template)
  { id: 104, providerId: 2, kind: 'kidsGym', eventCount: 2 },
  { id: 105, providerId: 2, kind: 'parentChildGym' },
  { id: 106, providerId: 2, kind: 'playgroup', events: [{ week: 0 }, { week: 1 }, { week: 2 }] },
  // Töpferwerkstatt Tonart (clean template)
  { id: 107, providerId: 3, kind: 'kidsPottery', eventCount: 2 },
  { id: 108, providerId: 3, kind: 'adultPottery', eventCount: 2 },
  // Musikgarten Klangwiese (Klangkiste)
  { id: 109, providerId: 4, kind: 'musicGarden', eventCount: 2 },
  { id: 110, providerId: 4, kind: 'earlyMusic' },
  // Little English Club (Sprachfüchse)
  {
    id: 111,
    providerId: 5,
    kind: 'englishKids',
    events: [{}, { name: 'Englischgruppe für Geschwisterkinder (nur mit Link)', hidden: true }],
  },
  { id: 112, providerId: 5, kind: 'englishOnline' },
  // YogaMama München
  { id: 113, providerId: 6, kind: 'parentChildYoga' },
  { id: 114, providerId: 6, kind: 'pregnancyYoga' },
  { id: 115, providerId: 6, kind: 'yogaVideo', relevance: 5400 },
  // Ballettschule Spitzentanz
  { id: 116, providerId: 7, kind: 'kidsBallet', eventCount: 2, approvalRequired: true },
  {
    id: 117,
    providerId: 7,
    kind: 'balletBasics',
    approvalRequired: true,
    events: [
      {
        places: 14,
        left: 0,
        waitList: true,
        waitListQuestion: 'Hat Ihr Kind schon Ballett-Erfahrung? Wenn ja, wie lange?',
      },
    ],
  },
  // CodeKids Köln
  { id: 118, providerId: 8, kind: 'coding', eventCount: 2 },
  {
    id: 119,
    providerId: 8,
    kind: 'roboticsCamp',
    relevance: 5100,
    events: [{ week: 6 }, { week: 10, places: 12, left: 3 }],
  },
  // Kochwerkstatt Kleine Köche
  { id: 120, providerId: 9, kind: 'kidsCooking', eventCount: 3 },
  { id: 121, providerId: 9, kind: 'familyCooking', addressIndex: 1, eventCount: 2 },
  // Erste Hilfe am Kind Frankfurt
  { id: 122, providerId: 10, kind: 'firstAid', events: [{ week: 1 }, { week: 3 }, { week: 6 }] },
  // Familienzentrum Sonnenschein
  { id: 123, providerId: 11, kind: 'pekip' },
  { id: 124, providerId: 11, kind: 'babyMassage' },
  { id: 125, providerId: 11, kind: 'playgroup', events: [{ week: 0 }, { week: 1 }] },
  // Tanzstudio Pirouette
  { id: 126, providerId: 12, kind: 'hipHop', eventCount: 2 },
  { id: 127, providerId: 12, kind: 'kidsBallet' },
  // PEKiP Leipzig
  { id: 128, providerId: 13, kind: 'pekip', eventCount: 2 },
  { id: 129, providerId: 13, kind: 'postnatal' },
  // Malschule Farbklecks
  { id: 130, providerId: 14, kind: 'painting' },
  { id: 131, providerId: 14, kind: 'paintingHoliday', eventCount: 2 },
  // Elbdelfine Dresden
  { id: 132, providerId: 15, kind: 'seahorse', events: [{ places: 10, left: 0 }] },
  { id: 133, providerId: 15, kind: 'babySwimming' },
  // Sprachinsel Dresden
  {
    id: 134,
    providerId: 16,
    kind: 'englishKids',
    name: 'Englisch für Kinder – Sommerkurs',
    status: 'not_ready',
    events: [{ week: 30 }],
  },
  { id: 135, providerId: 16, kind: 'frenchOnline' },
  // Kinderyoga Hannover
  { id: 136, providerId: 17, kind: 'kidsYoga' },
  { id: 137, providerId: 17, kind: 'parentChildYoga' },
  // Musikschule Notenschlüssel
  { id: 138, providerId: 18, kind: 'guitar' },
  { id: 139, providerId: 18, kind: 'earlyMusic' },
  // Kreativwerkstatt Gostenhof
  { id: 140, providerId: 19, kind: 'kidsPottery' },
  { id: 141, providerId: 19, kind: 'painting' },
  // Schachclub Springer
  {
    id: 142,
    providerId: 20,
    kind: 'chess',
    events: [
      {
        name: 'Jugendtraining für Vereinsmitglieder',
        protect: {
          password: 'springer',
          untilDays: null,
          hint: 'Nur für Vereinsmitglieder – das Passwort bekommt ihr beim Training.',
        },
      },
      { name: 'Schnuppertraining für neue Kinder', weekday: 1 },
    ],
  },
  // Musikschule Stadtmusikanten
  { id: 144, providerId: 21, kind: 'musicGarden' },
  { id: 145, providerId: 21, kind: 'guitar' },
  // Hanseküche Bremen
  { id: 146, providerId: 22, kind: 'kidsCooking', eventCount: 3 },
  { id: 147, providerId: 22, kind: 'familyCooking' },
  // Waldkinder Freiburg
  { id: 148, providerId: 23, kind: 'forestGroup', eventCount: 2 },
  {
    id: 149,
    providerId: 23,
    kind: 'holidayCamp',
    name: 'Hüttenfreizeit im Schwarzwald',
    subTitle: 'Fünf Tage Hütte, Wandern und Lagerfeuer im Schwarzwald',
  },
  // Aquakids Breisgau
  { id: 150, providerId: 24, kind: 'babySwimming', eventCount: 2 },
  { id: 151, providerId: 24, kind: 'toddlerSwimming' },
  // Münster Minis
  { id: 152, providerId: 25, kind: 'pekip' },
  { id: 153, providerId: 25, kind: 'babyMassage' },
  { id: 154, providerId: 25, kind: 'firstAid' },
  // Hebammenpraxis Regenbogen
  { id: 155, providerId: 27, kind: 'postnatal', eventCount: 2 },
  { id: 156, providerId: 27, kind: 'babyMassage' },
  { id: 157, providerId: 27, kind: 'weaningWorkshop' },
  // Elternwissen Online
  { id: 158, providerId: 28, kind: 'babySleep' },
  { id: 159, providerId: 28, kind: 'singAlongVideo' },
];
