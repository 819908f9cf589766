import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdRequests } from '../../core/test';
import { storySetup } from '../../core/test';
import type { FranchiseSchedulePage } from './FranchiseSchedulePage';
import { cards, scheduleStoryBase } from './schedule-story';

const meta = {
  ...scheduleStoryBase,
  title: 'Pages/FranchiseSchedulePage/States',
} satisfies Meta<typeof FranchiseSchedulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deselecting a category hides its cards; the others stay. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('toolbar', { name: 'Kategorien' });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getAllByText('Kinderturnen').length).toBeGreaterThan(0);
    await userEvent.click(within(group).getByRole('button', { name: 'Turnen & Bewegung' }));
    await waitFor(() => expect(canvas.queryAllByText('Kinderturnen')).toHaveLength(0));
    await expect(canvas.getAllByText('Tanzzwerge').length).toBeGreaterThan(0);
  },
};

/** One schedule category: no multi-select; an empty week says so above the empty grid. */
export const OneCategoryEmpty: Story = {
  args: { params: { id: 'klangkiste' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('In diesem Zeitraum gibt es keine Termine.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole('toolbar', { name: 'Kategorien' })).toBeNull();
  },
};

/** A block event that started and is booked out: both hints, dimmed. */
export const StartedAndBookedOut: Story = {
  args: { search: '?date=2026-11-30&view=week' },
  parameters: storySetup(({ mock }) => {
    const record = mock.db.courses.find((r) => r.course.id === 203);
    const event = record?.course.events?.find((e) => e.id === 2031);
    if (!event) throw new Error('Event 2031 is missing from the seed.');
    event.participantsLeft = 0;
    event.startDate = '2026-11-16T10:00:00+01:00';
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const started = await canvas.findByText('Hat am 16.11.2026 begonnen');
    const card = started.closest<HTMLElement>('[data-schedule-card]');
    await expect(card).toHaveAttribute('data-dimmed', 'true');
    await expect(within(card as HTMLElement).getByText('Ausgebucht')).toBeVisible();
    await expect(within(card as HTMLElement).queryByText('Nur noch wenige Plätze')).toBeNull();
  },
};

/** While the franchise and schedule load, a loader shows. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/franchises\//)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Wird geladen …')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Kursplan' })).toBeNull();
  },
};

/** A failed schedule call shows not found. */
export const NotFound: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('schedule-failed')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Seite nicht gefunden' });
    await expect(canvas.getByText('Diese Seite konnten wir leider nicht finden.')).toBeVisible();
  },
};

/** Choosing an address keeps only events near it (Berlin: no Hamburg cards). */
export const AddressFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByText('Kinderturnwelt Hamburg-Altona')).length,
    ).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Nach Ort filtern' }), 'Berlin');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '10115 Berlin, DE' }));
    await waitFor(() =>
      expect(canvas.queryAllByText('Kinderturnwelt Hamburg-Altona')).toHaveLength(0),
    );
    await expect(canvas.getAllByText('Kinderturnwelt Berlin-Mitte').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Ort entfernen' })).toBeVisible();
  },
};
