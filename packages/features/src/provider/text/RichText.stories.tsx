import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyServices } from '../../core/test';
import { RichText } from './RichText';

const meta = {
  ...storyServices,
  title: 'Features/Provider/RichText',
  component: RichText,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'w768' } },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain text as the terms arrive: `#` lines become headings below the page's h1, blank lines paragraphs. */
export const PlainText: Story = {
  args: {
    text: '# Teilnahmebedingungen\n\n## Anmeldung\nDie Anmeldung ist verbindlich.\nDie Plätze gehen der Reihe nach.\n\n## Rücktritt\nBis 14 Tage vor Beginn kostenfrei, für Kinder < 6 Jahre bis 7 Tage.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Teilnahmebedingungen' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Anmeldung',
      'Rücktritt',
    ]);
    // Line breaks inside a paragraph stay; a "<" stays text.
    const paragraph = canvas.getByText(
      'Die Anmeldung ist verbindlich. Die Plätze gehen der Reihe nach.',
    );
    await expect(paragraph.textContent).toBe(
      'Die Anmeldung ist verbindlich.\nDie Plätze gehen der Reihe nach.',
    );
    await expect(canvas.getByText(/Kinder < 6 Jahre bis 7 Tage\.$/)).toBeVisible();
  },
};

/** HTML as a post arrives: formatting, headings, quotes, lists and links stay; scripts go. */
export const Html: Story = {
  args: {
    text:
      '<h2>Drei Übungen</h2><p>Die <strong>Wellenatmung</strong> entspannt.</p>' +
      '<ul><li>Wellenatmung</li><li>Flankenatmung</li></ul><blockquote>Atmen ist alles.</blockquote>' +
      '<p><a href="https://example.org/atmen">Mehr dazu</a></p><script>window.ran = true</script>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Drei Übungen' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /Mehr dazu/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
  },
};

/** Nothing to show: nothing rendered. */
export const Empty: Story = {
  args: { text: '   ' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="rich-text"]')).toBeNull();
  },
};
