import { TEXT_LIMITS } from '@kurse/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Excerpt } from './Excerpt';

const TEXT =
  'Im 32 Grad warmen Wasser entdecken Babys ab 6 Monaten gemeinsam mit einem Elternteil das nasse Element. ' +
  'Lieder, Spiele und kleine Übungen machen Mut; die Gruppe bleibt klein, damit jedes Kind Zeit bekommt.';

const meta = {
  title: 'Components/Excerpt',
  tags: ['autodocs', 'stable'],
  component: Excerpt,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the description excerpts of course and provider cards and of the event booking page; stories per width and switch.

A plain-text excerpt cut after its length with "…" (domain \`truncate\`). Given a \`narrow\` and a \`wide\` length
(domain \`TEXT_LIMITS\`), it writes both cuts and CSS shows the one for the window: \`wideFrom="card"\`
above 500 px (the cards, discovery §9), \`wideFrom="sm"\` from 576 px (the event booking page,
transactions §2). A page painted by the server, which does not know the window, shows the right
cut at once, and nothing moves when the app takes over. One number cuts at every width.

**When to use.** For a description whose length the spec ties to the window's width. The cards
use it through their \`excerptLength\`.

**Accessibility.** The hidden cut is \`display: none\`, so screen readers and the find-in-page
meet only the shown one.

**Do**

- Pass the plain text; turn HTML into text first.

**Don't**

- Don't read the window's width to pick a length: the server cannot, and the text would change
  after the first paint.`,
      },
    },
  },
  args: { text: TEXT, length: TEXT_LIMITS.courseExcerpt },
  render: (args) => (
    <div className="max-w-md">
      <Excerpt {...args} />
    </div>
  ),
} satisfies Meta<typeof Excerpt>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="excerpt"]')?.innerText ?? '';

/** Above 500 px: the card's 140 characters; the 80-character cut is in the page, hidden. */
export const Wide: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe(`${TEXT.slice(0, 140).trimEnd()}…`);
    await expect(canvasElement.querySelector('[data-excerpt="narrow"]')).not.toBeVisible();
  },
};

/** A phone: the card's 80 characters. */
export const Narrow: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe(`${TEXT.slice(0, 80).trimEnd()}…`);
    await expect(canvasElement.querySelector('[data-excerpt="wide"]')).not.toBeVisible();
  },
};

/** The event description's switch: 140 characters below 576 px, here on a phone. */
export const SmallBreakpoint: Story = {
  globals: { viewport: { value: 'w375' } },
  args: {
    length: TEXT_LIMITS.eventDescription,
    wideFrom: 'sm',
    className: 'text-muted-foreground',
  },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe(`${TEXT.slice(0, 140).trimEnd()}…`);
  },
};

/** A text within the narrow length: written once, whole. */
export const Short: Story = {
  args: { text: 'Schwimmen lernen in kleinen Gruppen.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-excerpt]')).toBeNull();
    await expect(shown(canvasElement)).toBe('Schwimmen lernen in kleinen Gruppen.');
  },
};
