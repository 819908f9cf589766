import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyServices } from '../../core/test';
import { LoadedEventsList } from './story-course';
import { eventEntry } from './story-entry';

/** Each availability state of discovery §4 on a seeded course, with its badge and booking links. */
const meta = {
  ...storyServices,
  title: 'Features/Events/EventsList/Availability',
  component: LoadedEventsList,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'w1280' } },
  args: { courseId: 101, slug: 'schwimmschule-seepferdchen' },
} satisfies Meta<typeof LoadedEventsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2 of 10 places left (course 102): bookable with the places-left hint. */
export const PlacesLeft: Story = {
  args: { courseId: 102 },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Wasserflöhe · dienstags 10:00 Uhr');
    await expect(event.getByText('Buchbar')).toBeVisible();
    await expect(event.getByText('Noch 2 Plätze frei')).toBeVisible();
    await expect(event.getByRole('link', { name: 'Buchen: Elternteil + Kind' })).toBeVisible();
  },
};

/** Course not ready (134): "not yet bookable", the price shows, no booking link. */
export const NotYetBookable: Story = {
  args: { courseId: 134, slug: 'sprachinsel-dresden' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Englischgruppe · montags 15:30 Uhr');
    await expect(event.getByText('Noch nicht buchbar')).toBeVisible();
    await expect(event.getByText(/^184,00\s€ pro Person$/)).toBeVisible();
    await expect(event.queryByRole('link')).toBeNull();
  },
};

/** Booked out without a waiting list (132): no booking link and no waiting list. */
export const BookedOut: Story = {
  args: { courseId: 132, slug: 'elbdelfine-dresden' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Seepferdchen-Kurs · montags 16:00 Uhr');
    await expect(event.getByText('Ausgebucht')).toBeVisible();
    await expect(event.queryByRole('link')).toBeNull();
    await expect(event.queryByRole('heading', { name: 'Warteliste' })).toBeNull();
    await expect(event.queryByText(/Plätze? frei/)).toBeNull();
  },
};

/** Booked out with a waiting list (117): the waiting-list form with the event's question. */
export const WaitingList: Story = {
  args: { courseId: 117, slug: 'ballettschule-spitzentanz' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Ballett Grundstufe · dienstags 16:30 Uhr');
    await expect(event.getByText('Ausgebucht – Warteliste offen')).toBeVisible();
    await expect(event.queryByRole('link')).toBeNull();
    await expect(event.getByRole('heading', { level: 4, name: 'Warteliste' })).toBeVisible();
    // The waiting list's fields load with the form (their own chunk).
    await expect(
      await event.findByRole('textbox', {
        name: /Hat Ihr Kind schon Ballett-Erfahrung\? Wenn ja, wie lange\?/,
      }),
    ).toBeVisible();
    await expect(event.getByRole('button', { name: 'Auf die Warteliste setzen' })).toBeDisabled();
  },
};

/** The course is not bookable online (174). */
export const NotBookable: Story = {
  args: { courseId: 174, slug: 'junior-coding-zuerich' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Programmierkurs · mittwochs 15:30 Uhr');
    await expect(event.getByText('Nicht buchbar')).toBeVisible();
    await expect(event.queryByRole('link')).toBeNull();
  },
};

/** The course has ended (163): not bookable, even with places left. */
export const Ended: Story = {
  args: { courseId: 163, slug: 'atelier-kinderkunst-wien' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Töpferkurs · dienstags 15:30 Uhr');
    await expect(event.getByText('Nicht buchbar')).toBeVisible();
    await expect(event.getByText('25.08.2026 – 29.09.2026')).toBeVisible();
    await expect(event.queryByRole('link')).toBeNull();
  },
};

export const WaitingListEnglish: Story = {
  ...WaitingList,
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Ballett Grundstufe · dienstags 16:30 Uhr');
    await expect(event.getByText('Fully booked – waiting list open')).toBeVisible();
    await expect(event.getByRole('heading', { name: 'Waiting list' })).toBeVisible();
    await expect(event.getByRole('button', { name: 'Join the waiting list' })).toBeDisabled();
  },
};

export const NotYetBookableEnglish: Story = {
  ...NotYetBookable,
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, 'Englischgruppe · montags 15:30 Uhr');
    await expect(event.getByText('Not bookable yet')).toBeVisible();
    await expect(event.getByText(/^€184\.00 per person$/)).toBeVisible();
  },
};
