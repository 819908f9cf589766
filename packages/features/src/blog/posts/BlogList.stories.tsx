import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { kurseOf, storyServices } from '../../core/test';
import { BLOG_PROVIDERS, SWIM_POSTS, postsOf, withPosts } from './blog-story';
import { BlogList } from './BlogList';

const { standard: SWIM } = BLOG_PROVIDERS;

const meta = {
  ...storyServices,
  title: 'Features/Blog/BlogList',
  component: BlogList,
  args: { posts: [], slug: SWIM.slug, layout: 'standard' },
  argTypes: { posts: { control: false } },
  parameters: { layout: 'padded', ...withPosts(SWIM.id) },
  globals: { viewport: { value: 'w1280' } },
  render: (args, context) => <BlogList {...args} posts={postsOf(context)} />,
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

const previews = (el: HTMLElement) => [...el.querySelectorAll('[data-slot="post-preview"]')];

/**
 * Standard: the three published posts newest first (the scheduled one is not there), each title a
 * link to its post, with image, date, reading time and a preview cut at 250 characters.
 */
export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { level: 2 });
    await expect(titles.map((h) => h.textContent)).toEqual([
      SWIM_POSTS.newest.title,
      SWIM_POSTS.middle.title,
      SWIM_POSTS.oldest.title,
    ]);
    await expect(canvas.getByRole('link', { name: SWIM_POSTS.oldest.title })).toHaveAttribute(
      'href',
      `/${SWIM.slug}/blog/${SWIM_POSTS.oldest.slug}`,
    );
    await expect(canvasElement.querySelector('[data-layout="standard"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('article img')).toHaveLength(3);
    // Post 601 has three paragraphs: 250 characters of their text, then the ellipsis.
    const oldest = previews(canvasElement)[2] as HTMLElement;
    const preview = within(oldest).getByText(/^Diese Frage hören wir jede Woche/);
    await expect(preview.textContent).toMatch(/…$/);
    await expect(Array.from(preview.textContent ?? '').length).toBeLessThanOrEqual(251);
    await expect(preview.textContent).not.toContain('Bronze-Abzeichen');
    // A short post is shown whole, with "less than a minute".
    const newest = within(previews(canvasElement)[0] as HTMLElement);
    await expect(newest.getByText(/Im Babyschwimmen braucht es keine\.$/)).toBeVisible();
    await expect(newest.getByText('Lesezeit: weniger als eine Minute')).toBeVisible();
    await expect(
      within(previews(canvasElement)[1] as HTMLElement).getByText('Lesezeit: 1 Minute'),
    ).toBeVisible();
  },
};

/** Card: tiles in a grid, image on top. The title's link covers its tile; Enter opens the post. */
export const Card: Story = {
  args: { layout: 'card' },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(canvasElement.querySelector('[data-layout="card"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('article img')).toHaveLength(3);
    const tile = within(previews(canvasElement)[1] as HTMLElement);
    const link = tile.getByRole('link', { name: SWIM_POSTS.middle.title });
    // The title's link covers the tile: what lies under any point of it is the link.
    const box = tile.getByText('Lesezeit: 1 Minute').getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit).toBe(link);
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(kurseOf(context).navigations).toEqual([
      `/${SWIM.slug}/blog/${SWIM_POSTS.middle.slug}`,
    ]);
  },
};

/** Clean: text between rules, no images. */
export const Clean: Story = {
  args: { layout: 'clean' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout="clean"]')).not.toBeNull();
    await expect(previews(canvasElement)).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('article img')).toHaveLength(0);
  },
};

/** Phone: one column without sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await expect(previews(canvasElement)).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** No posts: the empty message. */
export const Empty: Story = {
  parameters: withPosts(BLOG_PROVIDERS.cardEmpty.id),
  args: { slug: BLOG_PROVIDERS.cardEmpty.slug, layout: 'card' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Hier gibt es noch keine Beiträge.'),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** English: the reading time and the empty message come from the catalogue. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reading time: less than a minute')).toBeVisible();
  },
};
