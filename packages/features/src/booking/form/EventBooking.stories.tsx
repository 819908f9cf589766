import type { Event } from '@kurse/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyServices } from '../../core/test';
import { EventBooking } from './EventBooking';

const long = 'Wasser '.repeat(60).trim();

/** A flexible event (its description instead of dates) with one price option. */
const event: Event = {
  id: 9001,
  name: 'Wassergewöhnung · freie Termine',
  typeOf: 'flexible',
  description: long,
  priceOptions: [{ id: 90011, name: 'Einzelstunde', price: 2500, participantMultiplier: 1 }],
} as Event;

/**
 * The body of the event booking page on its own. Spec: transactions §2 Event booking page
 * (descriptions cut at 240 characters from 576 px, otherwise at 140).
 */
const meta = {
  ...storyServices,
  title: 'Features/Booking/EventBooking',
  component: EventBooking,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'w1280' } },
  args: {
    course: { id: 900, name: 'Wassergewöhnung' },
    event,
    place: { slug: 'schwimmschule-seepferdchen', courseId: 900, eventId: 9001 },
    priceOption: null,
    onPriceOption: fn(),
  },
} satisfies Meta<typeof EventBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The description as shown: both cuts are in the page, CSS hides the other one. */
const shownDescription = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="excerpt"]')?.innerText ?? '';

/** Wide: the description is cut after 240 characters, then the ellipsis; the only price is chosen. */
export const LongDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = shownDescription(canvasElement);
    await expect(text).toHaveLength(241);
    await expect(text.endsWith('Wa…')).toBe(true);
    await expect(canvas.getByRole('radio', { name: /Einzelstunde/ })).toBeChecked();
  },
};

/** A phone: cut after 140 (the 140th is a space, dropped before the ellipsis). */
export const LongDescriptionPhone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const text = shownDescription(canvasElement);
    await expect(text).toHaveLength(140);
    await expect(text.endsWith('Wasser…')).toBe(true);
  },
};
