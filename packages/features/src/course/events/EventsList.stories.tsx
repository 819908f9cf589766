import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { kurseOf, storyServices } from '../../core/test';
import { LoadedEventsList } from './story-course';
import { eventEntry } from './story-entry';

const SWIM = 'schwimmschule-seepferdchen';

const meta = {
  ...storyServices,
  title: 'Features/Events/EventsList',
  component: LoadedEventsList,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'w1280' } },
  args: { courseId: 101, slug: SWIM },
} satisfies Meta<typeof LoadedEventsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Block events (course 101): availability, first to last day in Europe/Berlin, the full schedule
 * behind "10 Termine", the price per person, and a booking link to the event page with the price
 * option that navigates inside the app.
 */
export const Block: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const event = await eventEntry(context.canvasElement, 'Babyschwimmen · montags 10:00 Uhr');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Termine' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(event.getByText('Buchbar')).toBeVisible();
    await expect(event.getByText('14.12.2026 – 15.02.2027')).toBeVisible();
    await expect(event.getByText(/^89,00\s€ pro Person$/)).toBeVisible();
    await expect(event.queryByText(/Plätze? frei/)).toBeNull();

    const schedule = event.getByRole('button', { name: '10 Termine' });
    await expect(schedule).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(schedule);
    await expect(schedule).toHaveAttribute('aria-expanded', 'true');
    const dates = within(event.getByRole('group', { name: '10 Termine' })).getAllByRole('listitem');
    await expect(dates).toHaveLength(10);
    await expect(dates[0]).toHaveTextContent('Mo., 14.12.2026, 10:00–10:30');
    await expect(dates[9]).toHaveTextContent('Mo., 15.02.2027, 10:00–10:30');

    const book = event.getByRole('link', { name: 'Buchen: Elternteil + Kind' });
    await expect(book).toHaveTextContent('Buchen');
    await expect(book).toHaveAttribute('href', `/${SWIM}/courses/101/1011?priceOption=10111`);
    await userEvent.click(book);
    await expect(kurseOf(context).navigations).toEqual([
      `/${SWIM}/courses/101/1011?priceOption=10111`,
    ]);
  },
};

/** A single event (course 120): its one date with times, no schedule toggle. */
export const Single: Story = {
  args: { courseId: 120, slug: 'kleine-koeche-frankfurt' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Kochworkshop · am 06.01.');
    await expect(event.getByText('Mi., 06.01.2027, 10:00–13:00')).toBeVisible();
    await expect(event.queryByRole('button')).toBeNull();
    await expect(event.getByRole('link', { name: 'Buchen: Workshop inkl. Zutaten' })).toBeVisible();
  },
};

/** Continuous events (course 104): their period; a free trial option shows "Kostenlos". */
export const Continuous: Story = {
  args: { courseId: 104, slug: 'hopsala-kinderturnen' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Kinderturnen · montags 16:00 Uhr');
    await expect(event.getByText('Laufend vom 19.10.2026 bis 29.03.2027')).toBeVisible();
    await expect(event.getByText(/^98,00\s€ pro Person$/)).toBeVisible();
    await expect(event.getByText('Kostenlos')).toBeVisible();
    await expect(event.getByRole('link', { name: 'Buchen: Schnupperstunde' })).toHaveAttribute(
      'href',
      '/hopsala-kinderturnen/courses/104/1041?priceOption=10412',
    );
  },
};

/** A flexible event (course 124): its description instead of dates. */
export const Flexible: Story = {
  args: { courseId: 124, slug: 'familienzentrum-sonnenschein' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Hausbesuch');
    await expect(event.getByText(/^Termine nach Vereinbarung, montags bis freitags/)).toBeVisible();
  },
};

/**
 * On-demand (course 115): validity 30 days as "1 Monat", no places-left hint; its licence product
 * per year links to the new-contract page with the course as `from`, courseId and eventId.
 */
export const OnDemand: Story = {
  args: { courseId: 115, slug: 'yogamama-muenchen' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Videokurs');
    await expect(event.getByText('Zugang für 1 Monat')).toBeVisible();
    await expect(event.getByText('Lizenz')).toBeVisible();
    await expect(event.getByText(/^89,00\s€ pro Jahr$/)).toBeVisible();
    await expect(
      event.getByRole('link', { name: 'Buchen: Jahreslizenz Yoga für Zuhause' }),
    ).toHaveAttribute(
      'href',
      '/me/contracts/7004/confirm?from=%2Fyogamama-muenchen%2Fcourses%2F115&courseId=115&eventId=1151',
    );
    await expect(event.getByRole('link', { name: 'Buchen: Zugang für 30 Tage' })).toHaveAttribute(
      'href',
      '/yogamama-muenchen/courses/115/1151?priceOption=11511',
    );
  },
};

/** On-demand valid 7 days (course 157): "1 Woche". */
export const OnDemandOneWeek: Story = {
  args: { courseId: 157, slug: 'hebammenpraxis-regenbogen' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Video-Workshop');
    await expect(event.getByText('Zugang für 1 Woche')).toBeVisible();
  },
};

/** On-demand with validDays 0 (course 159): unlimited access. */
export const OnDemandUnlimited: Story = {
  args: { courseId: 159, slug: 'elternwissen-online' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Videokurs');
    // The option has the same name; the type info is the line with the clock icon.
    await expect(event.getByText('Unbegrenzter Zugang', { selector: 'span' })).toBeVisible();
    await expect(event.queryByText(/Zugang für/)).toBeNull();
  },
};

export const BlockEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const event = await eventEntry(canvasElement, 'Babyschwimmen · montags 10:00 Uhr');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dates' })).toBeVisible();
    await expect(event.getByText('Available')).toBeVisible();
    await expect(event.getByText('14/12/2026 – 15/02/2027')).toBeVisible();
    await expect(event.getByText(/^€89\.00 per person$/)).toBeVisible();
    await expect(event.getByRole('button', { name: '10 sessions' })).toBeVisible();
    await expect(event.getByRole('link', { name: 'Book: Elternteil + Kind' })).toHaveTextContent(
      'Book',
    );
  },
};
