/**
 * On-demand rooms (transactions §2 Room, §3 Room): published and unpublished pages (with and
 * without publishAt), a file, a video link, an iframe embed and a non-iframe embed; rooms that
 * answer open, too early and expired, and one that needs a session.
 */
import type { RoomRecord, Schemas } from '../db/types';
import { pictureImage } from './images';
import type { SeedClock } from './time';

type Page = Schemas['RoomPage'];

/** The room tokens of the demo customer's on-demand bookings, by room id. */
export const ROOM_TOKENS = {
  401: 'rt_yoga_7f3a9c21',
  402: 'rt_schlaf_2b8e4d10',
  403: 'rt_beikost_9c1f0a57',
  404: 'rt_singen_4d6b3e88',
} as const;

const VIMEO_ID = '76979871';

const page = (id: number, title: string, extra: Partial<Page>): Page => ({
  id,
  title,
  published: true,
  publishAt: null,
  content: null,
  contentFile: null,
  vimeoVideoId: null,
  vimeoVideoLink: null,
  embedCode: null,
  poster: null,
  ...extra,
});

const textFile = (text: string): string =>
  `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

function yogaPages(clock: SeedClock): Page[] {
  return [
    page(4011, 'Willkommen', {
      content:
        '<p>Schön, dass du da bist! In diesem Kursraum findest du alle Einheiten von <strong>Yoga für Zuhause</strong>. Such dir einen ruhigen Platz, leg eine Matte oder Decke bereit und starte, wann es für dich passt.</p><p>Neue Einheiten werden jede Woche freigeschaltet.</p>',
      poster: pictureImage('Yoga für Zuhause', '#00897b', 1),
    }),
    page(4012, 'Einheit 1: Ankommen', {
      content: '<p>Wir beginnen mit einer sanften Mobilisation und einfachen Atemübungen.</p>',
      vimeoVideoLink: `https://vimeo.com/${VIMEO_ID}`,
      vimeoVideoId: VIMEO_ID,
      poster: pictureImage('Einheit 1: Ankommen', '#00897b', 2),
    }),
    page(4013, 'Übungsplan zum Ausdrucken', {
      content: '<p>Hier kannst du den Übungsplan für die ersten vier Wochen herunterladen.</p>',
      contentFile: {
        name: 'Uebungsplan-Woche-1-4.txt',
        url: textFile(
          'Woche 1: Ankommen und Atmen\nWoche 2: Rücken stärken\nWoche 3: Beckenboden\nWoche 4: Entspannung',
        ),
      },
    }),
    page(4014, 'Einheit 2: Rücken stärken', {
      embedCode: `<iframe src="https://player.vimeo.com/video/${VIMEO_ID}" width="640" height="360" allow="autoplay; fullscreen" allowfullscreen title="Einheit 2: Rücken stärken"></iframe>`,
    }),
    page(4015, 'Atemübung zum Mitmachen', {
      content: '<p>Folge dem Rhythmus: vier Zählzeiten ein, sechs Zählzeiten aus.</p>',
      embedCode:
        '<div class="atem-timer" style="font-family:sans-serif;text-align:center;padding:2rem"><p>Einatmen … 1 … 2 … 3 … 4</p><p>Ausatmen … 1 … 2 … 3 … 4 … 5 … 6</p></div>',
    }),
    page(4016, 'Einheit 3: Beckenboden', { published: false, publishAt: clock.shift(7, 0) }),
    page(4017, 'Bonus: Yoga mit Geschwisterkindern', { published: false, publishAt: null }),
  ];
}

/** Every room of the seed, linked to its on-demand event and the demo customer's token. */
export function buildRooms(clock: SeedClock): RoomRecord[] {
  return [
    {
      room: {
        id: 401,
        name: 'Yoga für Zuhause – Kursraum',
        validDays: 30,
        validUntil: clock.shift(20),
        pages: yogaPages(clock),
      },
      providerId: 6,
      courseId: 115,
      eventId: 1151,
      token: ROOM_TOKENS[401],
      access: 'open',
      sessionRequired: false,
    },
    {
      room: {
        id: 402,
        name: 'Gut schlafen – Kursraum',
        validDays: 365,
        validUntil: clock.shift(364),
        pages: [
          page(4021, 'Kapitel 1: Wie Babys schlafen', {
            published: false,
            publishAt: clock.shift(3, 0),
          }),
        ],
      },
      providerId: 28,
      courseId: 158,
      eventId: 1581,
      token: ROOM_TOKENS[402],
      access: 'tooEarly',
      sessionRequired: false,
    },
    {
      room: {
        id: 403,
        name: 'Beikost-Workshop',
        validDays: 7,
        validUntil: clock.shift(-23),
        pages: [
          page(4031, 'Wann geht es los?', {
            content:
              '<p>Die meisten Babys sind zwischen dem 5. und 7. Monat bereit für Beikost.</p>',
          }),
          page(4032, 'Rezeptheft', {
            contentFile: {
              name: 'Rezeptheft-Beikost.txt',
              url: textFile('Karotten-Kartoffel-Brei\nHirse-Obst-Brei\nGemüse-Fleisch-Brei'),
            },
          }),
        ],
      },
      providerId: 27,
      courseId: 157,
      eventId: 1571,
      token: ROOM_TOKENS[403],
      access: 'expired',
      sessionRequired: false,
    },
    {
      room: {
        id: 404,
        name: 'Singen & Bewegen – Liederraum',
        validDays: 0,
        validUntil: null,
        pages: [
          page(4041, 'Guten-Morgen-Lied', {
            vimeoVideoLink: `https://vimeo.com/${VIMEO_ID}`,
            vimeoVideoId: VIMEO_ID,
          }),
          page(4042, 'Liedtexte und Noten', {
            contentFile: { name: 'Liedtexte.txt', url: textFile('Guten Morgen, liebe Sonne …') },
          }),
        ],
      },
      providerId: 28,
      courseId: 159,
      eventId: 1591,
      token: ROOM_TOKENS[404],
      access: 'open',
      sessionRequired: true,
    },
  ];
}
