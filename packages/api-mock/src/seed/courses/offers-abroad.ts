/** Courses of the providers in Austria, Switzerland and Luxembourg, and of the Kinderturnwelt. */
import type { CourseOffer } from './types';

/** Courses of providers 29–41. */
export const ABROAD_OFFERS: CourseOffer[] = [
  { id: 160, providerId: 29, kind: 'babySwimming', eventCount: 2 },
  { id: 161, providerId: 29, kind: 'seahorse', addressIndex: 1 },
  { id: 162, providerId: 30, kind: 'painting' },
  { id: 163, providerId: 30, kind: 'kidsPottery', status: 'ended', events: [{ week: -14 }] },
  { id: 164, providerId: 31, kind: 'musicGarden' },
  { id: 165, providerId: 31, kind: 'earlyMusic' },
  { id: 166, providerId: 32, kind: 'kidsGym' },
  { id: 167, providerId: 32, kind: 'judo' },
  { id: 168, providerId: 33, kind: 'englishKids', eventCount: 2 },
  { id: 169, providerId: 33, kind: 'frenchOnline' },
  { id: 170, providerId: 34, kind: 'holidayCamp', events: [{ week: 8 }, { week: 30 }] },
  { id: 171, providerId: 34, kind: 'forestGroup', name: 'Bergentdecker', group: 'Draußen' },
  { id: 172, providerId: 35, kind: 'painting' },
  { id: 173, providerId: 35, kind: 'kidsPottery' },
  { id: 174, providerId: 36, kind: 'coding', isBookable: false },
  { id: 175, providerId: 36, kind: 'roboticsCamp' },
  { id: 176, providerId: 37, kind: 'kidsBallet' },
  {
    id: 177,
    providerId: 37,
    kind: 'balletBasics',
    events: [
      {
        places: 12,
        left: 0,
        waitList: true,
        waitListQuestion: 'An welchen Tagen könnte Ihr Kind?',
      },
    ],
  },
  { id: 178, providerId: 38, kind: 'kidsCooking', eventCount: 2 },
  { id: 179, providerId: 39, kind: 'musicGarden' },
  { id: 180, providerId: 39, kind: 'guitar' },
  { id: 181, providerId: 40, kind: 'earlyMusic' },
  { id: 182, providerId: 40, kind: 'musicGarden' },
  { id: 183, providerId: 41, kind: 'babySwimming' },
  { id: 184, providerId: 41, kind: 'seahorse' },
];

/** Courses of the Kinderturnwelt: the flagship (51) has three, every other hall two. */
export const FRANCHISE_OFFERS: CourseOffer[] = [
  {
    id: 201,
    providerId: 51,
    kind: 'kidsGym',
    relevance: 5000,
    events: [
      { weekday: 0, hour: 15 },
      { weekday: 2, hour: 16 },
    ],
  },
  { id: 202, providerId: 51, kind: 'tinyDancers', events: [{ weekday: 1, hour: 15 }] },
  { id: 203, providerId: 51, kind: 'parentChildGym', addressIndex: 1 },
  ...Array.from({ length: 12 }, (_, i): CourseOffer[] => {
    const providerId = 52 + i;
    const id = 204 + i * 2;
    return [
      { id, providerId, kind: 'kidsGym' },
      { id: id + 1, providerId, kind: i % 2 === 0 ? 'tinyDancers' : 'parentChildGym' },
    ];
  }).flat(),
];
