import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BLOG_PROVIDERS, SWIM_POSTS, setTemplate } from '../posts/blog-story';
import { answerServerErrors, holdRequests } from '../../core/test';
import { loadProvider, storyServices, storySetup } from '../../core/test';
import { BlogPage } from './BlogPage';

const { standard: SWIM, clean: YOGA, card: CARD, cardEmpty: GYM } = BLOG_PROVIDERS;
const POST_LIST = /\/providers\/\d+\/posts$/;

const meta = {
  ...storyServices,
  title: 'Pages/BlogPage',
  component: BlogPage,
  args: { params: { slug: SWIM.slug } },
  parameters: { layout: 'fullscreen', ...storySetup((kurse) => loadProvider(kurse, SWIM.slug)) },
  globals: { viewport: { value: 'w1280' } },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const postTitles = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/**
 * Standard template: the provider card in the provider's colours (logo, name linking home, the
 * h1 "Blog"), then the posts as rows; the document title names the provider.
 */
export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: SWIM.name })).toHaveAttribute(
      'href',
      `/${SWIM.slug}`,
    );
    await waitFor(() => expect(postTitles(canvasElement)).toHaveLength(3));
    await expect(postTitles(canvasElement)[0]).toBe(SWIM_POSTS.newest.title);
    await expect(canvasElement.querySelector('[data-layout="standard"]')).not.toBeNull();
    await expect(
      canvasElement.querySelector('[data-slot="theme-surface"]')?.getAttribute('data-themed'),
    ).toBe('true');
    await expect(document.title).toBe('Blog von Schwimmschule Seepferdchen – Kurse');
  },
};

/** Card template: the provider card and the post tiles on cards over the provider's colours. */
export const CardTemplate: Story = {
  args: { params: { slug: CARD.slug } },
  parameters: storySetup((kurse) => loadProvider(kurse, CARD.slug)),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(postTitles(canvasElement)).toHaveLength(2));
    const surface = canvasElement.querySelector('[data-slot="theme-surface"]') as HTMLElement;
    await expect(surface.querySelector('[data-layout="card"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('article img')).toHaveLength(2);
  },
};

/** The same blog in each layout: the standard provider set to the card template. */
export const StandardProviderAsCard: Story = {
  parameters: storySetup(async (kurse) => {
    setTemplate(kurse.mock, SWIM.id, 'card');
    await loadProvider(kurse, SWIM.slug);
  }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(postTitles(canvasElement)).toHaveLength(3));
    const surface = canvasElement.querySelector('[data-slot="theme-surface"]') as HTMLElement;
    await expect(surface.querySelector('[data-layout="card"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('article img')).toHaveLength(3);
  },
};

/** Clean template: no colours, the posts as text between rules. */
export const CleanTemplate: Story = {
  args: { params: { slug: YOGA.slug } },
  parameters: storySetup((kurse) => loadProvider(kurse, YOGA.slug)),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(postTitles(canvasElement)).toEqual([
        'Unser Videokurs ist online',
        'Richtig atmen in der Schwangerschaft',
      ]),
    );
    await expect(canvasElement.querySelector('[data-layout="clean"]')).not.toBeNull();
    await expect(
      canvasElement.querySelector('[data-slot="theme-surface"]')?.getAttribute('data-themed'),
    ).toBe('false');
    await expect(canvasElement.querySelectorAll('article img')).toHaveLength(0);
  },
};

/** A provider without posts (card template): the empty message on a card. */
export const Empty: Story = {
  args: { params: { slug: GYM.slug } },
  parameters: storySetup((kurse) => loadProvider(kurse, GYM.slug)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Hier gibt es noch keine Beiträge.'),
    ).toBeVisible();
    await expect(postTitles(canvasElement)).toEqual([]);
  },
};

/** While the posts load: the provider card and a loading status. */
export const Loading: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SWIM.slug);
    holdRequests(kurse, POST_LIST);
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(postTitles(context.canvasElement)).toHaveLength(0);
  },
};

/** Loading failed: the generic error text and a retry, which loads the posts. */
export const FailedThenRetry: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SWIM.slug);
    answerServerErrors(kurse, POST_LIST);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte lade die Seite neu oder versuch es später noch einmal.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(postTitles(canvasElement)).toHaveLength(3));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Phone: everything in one column, no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(postTitles(canvasElement)).toHaveLength(3));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(postTitles(canvasElement)).toHaveLength(3));
    await expect(document.title).toBe('Blog of Schwimmschule Seepferdchen – Kurse');
    await expect(within(canvasElement).getByText('Reading time: less than a minute')).toBeVisible();
  },
};
