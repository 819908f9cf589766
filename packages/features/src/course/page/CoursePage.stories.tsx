import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  kurseOf,
  loadProvider,
  logInDemo,
  storyServices,
  storySetup,
  type StoryKurse,
} from '../../core/test';
import { loadApplications } from '../../core';
import { CoursePage } from './CoursePage';

const SWIM = 'schwimmschule-seepferdchen';

const meta = {
  ...storyServices,
  title: 'Pages/CoursePage',
  component: CoursePage,
  parameters: { layout: 'fullscreen', ...storySetup((kurse) => loadProvider(kurse, SWIM)) },
  globals: { viewport: { value: 'w1280' } },
  args: { params: { slug: SWIM, id: '103' }, token: null },
} satisfies Meta<typeof CoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pixels a story's page fired, as `kind:id` (setup helper: `spyTracking`). */
const tracked = new WeakMap<StoryKurse, string[]>();
function spyTracking(kurse: StoryKurse) {
  const calls: string[] = [];
  const track = kurse.services.track;
  tracked.set(kurse, calls);
  kurse.services.track = (kind, id) => {
    calls.push(`${kind}:${id}`);
    return track(kind, id);
  };
}

/** Gives course `id` of the seed `count` made-up categories (setup helper). */
const withCategories = (id: number, count: number) =>
  storySetup(({ mock }) => {
    const record = mock.db.courses.find((c) => c.course.id === id);
    if (!record) throw new Error(`No course ${id} in the seed.`);
    record.course.categories = Array.from({ length: count }, (_, i) => ({
      id: 900 + i,
      name: `Kategorie ${i + 1}`,
      color: null,
    }));
  });

/**
 * Course 103: name, subtitle, category chip to the filtered offers list, both descriptions, the
 * side panel, the events, ratings, contacts and recommendations; the document title is the course
 * name and the view pixel has fired for it once.
 */
export const Default: Story = {
  parameters: storySetup(spyTracking),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Seepferdchen-Kurs' }),
    ).toBeVisible();
    await expect(canvas.getByText('Schwimmen lernen bis zum ersten Abzeichen')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Seepferdchen-Kurs – Kurse'));
    const chips = within(canvas.getByRole('list', { name: 'Kategorien' }));
    await expect(chips.getByRole('link', { name: 'Schwimmen' })).toHaveAttribute(
      'href',
      `/${SWIM}/courses?category=1`,
    );
    await expect(canvas.getByText(/^In 12 Stunden lernen Kinder ab 4 Jahren/)).toBeVisible();
    await expect(canvas.getByText(/^Eltern warten während der Stunde im Foyer/)).toBeVisible();

    const panel = within(canvas.getByRole('region', { name: 'Auf einen Blick' }));
    await expect(panel.getByText('Alter').nextElementSibling).toHaveTextContent(
      '4 Jahre – 7 Jahre',
    );
    await expect(panel.getByText('Kursort').nextElementSibling).toHaveTextContent('Vor Ort');
    await expect(panel.getByText('Kastanienallee 12')).toBeVisible();
    await expect(panel.getByText('Preis').nextElementSibling).toHaveTextContent(
      /^49,00\s€ – 207,00\s€$/,
    );
    await expect(panel.getByText('Kursleitung').nextElementSibling).toHaveTextContent(
      'Felix Wagner',
    );

    await expect(canvas.getByRole('heading', { level: 2, name: 'Termine' })).toBeVisible();
    await expect(canvas.getAllByRole('article', { name: /^Seepferdchen-Kurs / })).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bewertungen' })).toBeVisible();
    await expect(canvas.getByText('Katrin Albers')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Das könnte dich auch interessieren' }),
    ).toBeVisible();
    await expect(tracked.get(kurseOf(context))).toEqual(['c:103']);
  },
};

/** With a franchise chip, at most 4 category chips show beside it. */
export const FranchiseChipLimit: Story = {
  args: { params: { slug: 'kinderturnwelt-berlin-mitte', id: '201' } },
  parameters: withCategories(201, 6),
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Kategorien' }));
    const links = list.getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAttribute('href', '/loves/kinderturnwelt');
    await expect(links[4]).toHaveAccessibleName('Kategorie 4');
    await expect(links[4]).toHaveAttribute(
      'href',
      '/kinderturnwelt-berlin-mitte/courses?category=903',
    );
  },
};

/** Without a franchise, 5 category chips show. */
export const CategoryChipLimit: Story = {
  parameters: withCategories(103, 6),
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Kategorien' }));
    await expect(list.getAllByRole('link')).toHaveLength(5);
    await expect(list.queryByRole('link', { name: 'Kategorie 6' })).toBeNull();
  },
};

/** The address's token reveals the hidden event and travels on to the booking links. */
export const WithToken: Story = {
  args: { params: { slug: 'little-english-club', id: '111' }, token: 'course-111' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hidden = await canvas.findByRole('article', {
      name: 'Englischgruppe für Geschwisterkinder (nur mit Link)',
    });
    await expect(within(hidden).getByRole('link', { name: /^Buchen: / })).toHaveAttribute(
      'href',
      '/little-english-club/courses/111/1112?priceOption=11121&token=course-111',
    );
  },
};

/** Every event booked out (course 117): the waiting list is the way in. */
export const WaitingListOnly: Story = {
  args: { params: { slug: 'ballettschule-spitzentanz', id: '117' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ausgebucht – Warteliste offen')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Warteliste' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Buchen/ })).toBeNull();
  },
};

/** The demo customer is already listed for event 1771 (course 177): the note instead of the form. */
export const AlreadyListed: Story = {
  args: { params: { slug: 'ballettschule-aare-bern', id: '177' } },
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    await loadApplications(kurse.services);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Du stehst schon auf der Warteliste für diesen Termin.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Auf die Warteliste setzen' })).toBeNull();
  },
};

/** Phones: the side panel comes before the events, whose panel opens with the button. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Termine anzeigen' });
    const panel = canvas.getByRole('region', { name: 'Auf einen Blick' });
    await expect(panel.compareDocumentPosition(toggle)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(canvas.queryByRole('article', { name: /^Seepferdchen-Kurs / })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getAllByRole('article', { name: /^Seepferdchen-Kurs / })).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Dates' })).toBeVisible();
    const panel = within(canvas.getByRole('region', { name: 'At a glance' }));
    await expect(panel.getByText('Age').nextElementSibling).toHaveTextContent('4 years – 7 years');
    await expect(panel.getByText('Location').nextElementSibling).toHaveTextContent('On site');
    await expect(canvas.getByRole('list', { name: 'Categories' })).toBeVisible();
  },
};
