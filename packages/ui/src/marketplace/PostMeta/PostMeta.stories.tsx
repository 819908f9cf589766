import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { plainLogo } from '../../lib/sample-pictures';
import { PostMeta } from './PostMeta';

const de = messagesFor('de');
const en = messagesFor('en');

const AVATAR = plainLogo('#7b3fe4', 'square');

const meta = {
  title: 'Components/PostMeta',
  tags: ['autodocs', 'stable'],
  component: PostMeta,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the blog's list and post pages; stories for list entry, byline and short reads.

When a post appeared and how long it reads. With \`byline\` (a post page): the author's avatar and
name, date and time in Europe/Berlin. Without (the list): the date and the reading time.

**When to use.** Under a post's title, in the list and on the post.

**Accessibility.** The date is a \`<time>\` with the machine-readable date. The avatar is decorative
(the name is written next to it).

**Do**

- Use \`byline\` on the post page only.
- Pass \`publishedAt\` as the API sends it (ISO date-time).

**Don't**

- Don't format the date yourself.
- Don't use it for anything but blog posts.`,
      },
    },
  },
  args: {
    post: {
      author: { fullName: 'Anna Schmidt', avatar: AVATAR },
      publishedAt: '2026-10-14T06:00:00Z',
      readingTime: 4,
    },
  },
} satisfies Meta<typeof PostMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the list: the date and the reading time, no author. */
export const ListEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('14. Oktober 2026')).toHaveAttribute(
      'datetime',
      '2026-10-14T06:00:00Z',
    );
    await expect(canvas.getByText(de.states.readingTime.minutes({ count: 4 }))).toBeVisible();
    await expect(canvas.queryByText(/Anna Schmidt/)).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** On the post: avatar, author, date with the Berlin time (08:00 in summer time). */
export const Byline: Story = {
  args: { byline: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(de.blog.author({ name: 'Anna Schmidt' }))).toBeVisible();
    await expect(
      canvas.getByText(de.blog.publishedAt({ date: '14. Oktober 2026', time: '08:00' })),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** A reading time of zero reads "less than a minute". */
export const UnderAMinute: Story = {
  args: { post: { publishedAt: '2026-10-14T06:00:00Z', readingTime: 0 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(de.states.readingTime.lessThanMinute()),
    ).toBeVisible();
  },
};

export const English: Story = {
  args: { byline: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(en.blog.author({ name: 'Anna Schmidt' })),
    ).toBeVisible();
  },
};
