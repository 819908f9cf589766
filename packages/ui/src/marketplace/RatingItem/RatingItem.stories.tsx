import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingItem } from './RatingItem';

const de = messagesFor('de');
const en = messagesFor('en');

const meta = {
  title: 'Components/RatingItem',
  tags: ['autodocs', 'stable'],
  component: RatingItem,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the provider's ratings panel; stories with and without a course.

One rating as a list item: the author (cut at 12 characters, the full name as a tooltip), the
date, the course it is about, and the text.

**When to use.** Inside a \`<ul>\` of ratings, such as the ratings panel.

**Accessibility.** An \`<li>\`, so screen readers count the ratings. The date is a \`<time>\`. Screen
readers read the cut name.

**Do**

- Render it inside a list.
- Show the newest ratings first.

**Don't**

- Don't cut the rating text.
- Don't use it outside a list: it is an \`<li>\`.`,
      },
    },
  },
  args: {
    rating: {
      name: 'Katharina Müller-Lüdenscheidt',
      createdAt: '2026-05-14T10:30:00Z',
      text: 'Unsere Tochter hat in fünf Wochen schwimmen gelernt – sehr geduldige Trainerin!',
      course: { name: 'Seepferdchen-Kurs' },
    },
  },
  render: (args) => (
    <ul className="w-[min(100vw-2rem,32rem)]">
      <RatingItem {...args} />
    </ul>
  ),
} satisfies Meta<typeof RatingItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The author cut at 12 characters (the full name as its title), the date, course and text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const author = canvas.getByText('Katharina Mü…');
    await expect(author).toHaveAttribute('title', 'Katharina Müller-Lüdenscheidt');
    await expect(canvas.getByText('14.05.2026')).toHaveAttribute(
      'datetime',
      '2026-05-14T10:30:00Z',
    );
    await expect(
      canvas.getByText(de.provider.ratings.about({ course: 'Seepferdchen-Kurs' })),
    ).toBeVisible();
    await expect(canvas.getByText(/^Unsere Tochter/)).toBeVisible();
  },
};

/** A rating about no course and a short name: nothing cut, no course line. */
export const WithoutCourse: Story = {
  args: {
    rating: { name: 'Jonas', createdAt: '2026-01-02T08:00:00Z', text: 'Toll.', course: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jonas')).toBeVisible();
    await expect(canvas.queryByText(/Seepferdchen/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(en.provider.ratings.about({ course: 'Seepferdchen-Kurs' })),
    ).toBeVisible();
  },
};
