/**
 * Blog posts of providers (transactions §2 Blog, §3 Post): several per provider, one scheduled in
 * the future (not yet published), one short enough for "less than a minute", and a card-template
 * blog (provider 11) with a title longer than the side list's 50 characters.
 */
import type { PostRecord } from '../db/types';
import { BLOG_CATEGORIES } from './categories';
import { avatarImage, pictureImage } from './images';
import type { SeedClock } from './time';

interface PostDef {
  id: number;
  providerId: number;
  slug: string;
  title: string;
  paragraphs: string[];
  author: string;
  color: string;
  /** Days relative to now; positive = scheduled. */
  publishedDays: number;
  readingTime: number;
  categories: (keyof typeof BLOG_CATEGORIES)[];
}

const DEFS: PostDef[] = [
  {
    id: 601,
    providerId: 1,
    slug: 'wann-ist-mein-kind-bereit-fuers-seepferdchen',
    title: 'Wann ist mein Kind bereit fürs Seepferdchen?',
    paragraphs: [
      'Diese Frage hören wir jede Woche. Die kurze Antwort: Die meisten Kinder sind mit viereinhalb bis fünf Jahren so weit – aber nicht das Alter entscheidet, sondern die Wassersicherheit.',
      'Ein gutes Zeichen ist, wenn dein Kind ohne Angst das Gesicht ins Wasser legt, sich vom Beckenrand abstößt und ein paar Meter gleitet. Wer noch zögert, ist in unserem Wasserflöhe-Kurs gut aufgehoben.',
      'Übrigens: Das Seepferdchen bedeutet noch nicht, dass ein Kind sicher schwimmen kann. Bleibt am Beckenrand dabei und übt weiter – am besten bis zum Bronze-Abzeichen.',
    ],
    author: 'Katrin Albers',
    color: '#1e88e5',
    publishedDays: -40,
    readingTime: 3,
    categories: ['tips'],
  },
  {
    id: 602,
    providerId: 1,
    slug: 'neues-lehrschwimmbecken-in-neukoelln',
    title: 'Neu: Kurse im Stadtbad Neukölln',
    paragraphs: [
      'Ab sofort unterrichten wir auch im Lehrschwimmbecken des Stadtbads Neukölln. Die ersten Wasserflöhe-Kurse sind bereits online und können gebucht werden.',
      'Das Becken ist 32 Grad warm und hat einen Hubboden, sodass auch die Kleinsten sicher stehen können.',
    ],
    author: 'Jonas Petersen',
    color: '#1e88e5',
    publishedDays: -12,
    readingTime: 1,
    categories: ['news'],
  },
  {
    id: 603,
    providerId: 1,
    slug: 'schwimmbrille-ja-oder-nein',
    title: 'Schwimmbrille: ja oder nein?',
    paragraphs: ['Kurz gesagt: ja, ab dem Seepferdchen-Kurs. Im Babyschwimmen braucht es keine.'],
    author: 'Katrin Albers',
    color: '#1e88e5',
    publishedDays: -3,
    readingTime: 0,
    categories: ['tips'],
  },
  {
    id: 604,
    providerId: 1,
    slug: 'unser-team-stellt-sich-vor',
    title: 'Unser Team stellt sich vor',
    paragraphs: ['Dieser Beitrag erscheint in Kürze.'],
    author: 'Jonas Petersen',
    color: '#1e88e5',
    publishedDays: 5,
    readingTime: 2,
    categories: ['behindTheScenes'],
  },
  {
    id: 611,
    providerId: 4,
    slug: 'lieder-fuer-den-winter',
    title: 'Fünf Lieder für den Winter',
    paragraphs: [
      'Draußen wird es früh dunkel – die beste Zeit, um drinnen zu singen. Wir haben fünf Lieder zusammengestellt, die in unseren Kursen gerade besonders beliebt sind.',
      'Von „Schneeflöckchen, Weißröckchen“ bis zum Bewegungslied „Der Winter ist da“: Zu jedem Lied findet ihr Text und eine kleine Bewegungsidee für zu Hause.',
    ],
    author: 'Hanna Lindqvist',
    color: '#8e24aa',
    publishedDays: -20,
    readingTime: 4,
    categories: ['tips'],
  },
  {
    id: 612,
    providerId: 4,
    slug: 'jahresmitgliedschaft',
    title: 'Jetzt neu: die Jahresmitgliedschaft',
    paragraphs: [
      'Mit der Jahresmitgliedschaft besucht ihr Musikgarten und Früherziehung zum Vorteilspreis. Sie lässt sich direkt beim Kurs buchen.',
    ],
    author: 'Hanna Lindqvist',
    color: '#8e24aa',
    publishedDays: -60,
    readingTime: 1,
    categories: ['news'],
  },
  {
    id: 621,
    providerId: 6,
    slug: 'atmen-in-der-schwangerschaft',
    title: 'Richtig atmen in der Schwangerschaft',
    paragraphs: [
      'Die Atmung ist unser wichtigstes Werkzeug – in der Schwangerschaft und unter der Geburt. In diesem Beitrag stellen wir drei einfache Atemübungen vor, die du jeden Tag machen kannst.',
      'Die Wellenatmung, die Flankenatmung und das Summen auf der Ausatmung helfen beim Entspannen und bereiten den Beckenboden vor.',
    ],
    author: 'Anna Berger',
    color: '#00897b',
    publishedDays: -25,
    readingTime: 5,
    categories: ['tips'],
  },
  {
    id: 622,
    providerId: 6,
    slug: 'videokurs-ist-online',
    title: 'Unser Videokurs ist online',
    paragraphs: [
      'Yoga für Zuhause gibt es ab sofort als Videokurs – mit zehn Einheiten für Mamas mit Baby.',
    ],
    author: 'Anna Berger',
    color: '#00897b',
    publishedDays: -8,
    readingTime: 1,
    categories: ['news'],
  },
  {
    id: 631,
    providerId: 9,
    slug: 'brotzeit-ideen-fuer-die-schule',
    title: 'Brotzeit-Ideen für die Schule',
    paragraphs: [
      'Jeden Morgen die gleiche Frage: Was kommt in die Brotdose? Unsere Kinder aus dem Kochkurs haben fünf Ideen entwickelt, die schnell gehen und satt machen.',
      'Vom Vollkorn-Wrap mit Hummus bis zu Gemüsemuffins zum Vorbereiten: Die Rezepte findet ihr hier zum Nachkochen.',
    ],
    author: 'Marco Rossi',
    color: '#f4511e',
    publishedDays: -15,
    readingTime: 3,
    categories: ['tips'],
  },
  {
    id: 661,
    providerId: 11,
    slug: 'herbstferien-im-familienzentrum',
    title: 'Herbstferien im Familienzentrum: Basteln, Backen und Laternen für Kinder',
    paragraphs: [
      'In den Herbstferien ist bei uns jeden Vormittag etwas los: Wir basteln Laternen für den Martinsumzug, backen Apfelkuchen im Café und gehen bei gutem Wetter in den Schlossgarten.',
      'Das Programm ist für Kinder von drei bis zehn Jahren gedacht. Eltern und Großeltern sind herzlich willkommen, die Teilnahme ist kostenlos.',
    ],
    author: 'Carmen Vogt',
    color: '#f9a825',
    publishedDays: -35,
    readingTime: 2,
    categories: ['news'],
  },
  {
    id: 662,
    providerId: 11,
    slug: 'krabbeltreff-am-freitag',
    title: 'Krabbeltreff am Freitag',
    paragraphs: [
      'Jeden Freitag von 10 bis 12 Uhr treffen sich Eltern mit Babys und Kleinkindern in unserem Spielzimmer. Ohne Anmeldung, ohne Kosten – einfach vorbeikommen.',
    ],
    author: 'Carmen Vogt',
    color: '#f9a825',
    publishedDays: -6,
    readingTime: 1,
    categories: ['tips'],
  },
  {
    id: 641,
    providerId: 29,
    slug: 'warum-babyschwimmen',
    title: 'Warum Babyschwimmen so gut tut',
    paragraphs: [
      'Babys kennen das Wasser aus dem Mutterleib. Beim Babyschwimmen knüpfen wir an diese Erfahrung an: Die Kleinen bewegen sich frei, trainieren ihre Muskeln und genießen die Nähe zu Mama oder Papa.',
      'Viele Eltern erzählen uns, dass ihre Babys nach dem Schwimmen besonders gut schlafen.',
    ],
    author: 'Magdalena Huber',
    color: '#0288d1',
    publishedDays: -50,
    readingTime: 2,
    categories: ['tips'],
  },
  {
    id: 642,
    providerId: 29,
    slug: 'hietzing-eroeffnet',
    title: 'Hallo Hietzing!',
    paragraphs: [
      'Unser zweites Bad in Hietzing ist eröffnet. Die ersten Seepferdchen-Kurse starten im Dezember.',
    ],
    author: 'Florian Gruber',
    color: '#0288d1',
    publishedDays: -30,
    readingTime: 1,
    categories: ['news', 'behindTheScenes'],
  },
  {
    id: 651,
    providerId: 51,
    slug: 'zehn-jahre-kinderturnwelt',
    title: 'Über zehn Jahre Kinderturnwelt',
    paragraphs: [
      'Angefangen hat alles 2011 mit einer Halle in Berlin-Mitte. Heute turnen Kinder in dreizehn Städten in der Kinderturnwelt – und unser mobiles Team ist in Kitas unterwegs.',
      'Danke an alle Familien, die uns über die Jahre begleitet haben!',
    ],
    author: 'Sandra Kowalski',
    color: '#e4572e',
    publishedDays: -90,
    readingTime: 2,
    categories: ['behindTheScenes'],
  },
];

/** Every blog post, with dates relative to the seed clock. */
export function buildPosts(clock: SeedClock): PostRecord[] {
  return DEFS.map((d) => ({
    providerId: d.providerId,
    post: {
      id: d.id,
      slug: d.slug,
      title: d.title,
      content: d.paragraphs.map((p) => `<p>${p}</p>`).join('\n'),
      image: pictureImage(d.title, d.color, d.id),
      author: { fullName: d.author, avatar: avatarImage(d.author, d.color) },
      publishedAt: clock.shift(d.publishedDays, 8),
      readingTime: d.readingTime,
      categories: d.categories.map((k) => ({ ...BLOG_CATEGORIES[k] })),
    },
  }));
}
