import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answerServerErrors, holdRequests } from '../../core/test';
import { kurseOf, loadProvider, storyServices, storySetup } from '../../core/test';
import { CoursesPage } from './CoursesPage';

const SWIM = 'schwimmschule-seepferdchen';
const GYM = 'hopsala-kinderturnen';
const COURSE_LIST = /\/courses\?/;

const meta = {
  ...storyServices,
  title: 'Pages/CoursesPage',
  component: CoursesPage,
  args: { params: { slug: SWIM }, search: '' },
  parameters: { layout: 'fullscreen', ...storySetup((kurse) => loadProvider(kurse, SWIM)) },
} satisfies Meta<typeof CoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const courseLinks = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('link')
    .filter((a) => /\/courses\/\d+$/.test(a.getAttribute('href') ?? ''));

/**
 * Desktop: the title, the provider's three courses in their group (the first picture loaded at
 * once), the view toggle.
 */
export const Default: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alle Angebote' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Schwimmkurse' })).toBeVisible();
    await expect(courseLinks(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole('radiogroup', { name: 'Ansicht' })).toBeVisible();
    await expect(document.title).toBe('Alle Angebote – Kurse');
    // The page's largest paint: the first card's picture loads at once, the others lazily.
    const pictures = Array.from(canvasElement.querySelectorAll('[data-slot="course-card"] img'));
    await expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
  },
};

/** Phone: cards without the toggle. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Schwimmkurse' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** `?category=12` filters; removing the chip shows every course and clears the address. */
export const Filtered: Story = {
  args: { params: { slug: GYM }, search: '?category=12' },
  parameters: storySetup((kurse) => loadProvider(kurse, GYM)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const chips = await canvas.findByRole('grid', { name: 'Kategorien' });
    await expect(courseLinks(context.canvasElement)).toHaveLength(2);
    await userEvent.click(within(chips).getByRole('button', { name: /Entfernen/ }));
    await expect(courseLinks(context.canvasElement)).toHaveLength(3);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(kurseOf(context).navigations).toEqual([`/${GYM}/courses`]);
  },
};

/** A category that is not a number is ignored. */
export const InvalidCategory: Story = {
  args: { params: { slug: GYM }, search: '?category=abc' },
  parameters: storySetup((kurse) => loadProvider(kurse, GYM)),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(courseLinks(canvasElement)).toHaveLength(3));
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};

/** A provider without courses. */
export const Empty: Story = {
  args: { params: { slug: 'kraxelkinder-berlin' } },
  parameters: storySetup((kurse) => loadProvider(kurse, 'kraxelkinder-berlin')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Dieser Anbieter hat gerade keine Angebote.'),
    ).toBeVisible();
  },
};

/** While the courses load, a loading status shows. */
export const Loading: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SWIM);
    holdRequests(kurse, COURSE_LIST);
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(courseLinks(context.canvasElement)).toHaveLength(0);
  },
};

/** Loading failed: the generic error text and a retry, which loads the courses. */
export const FailedThenRetry: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SWIM);
    answerServerErrors(kurse, COURSE_LIST);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte lade die Seite neu oder versuch es später noch einmal.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(courseLinks(canvasElement)).toHaveLength(3));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** English, at desktop width. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All offers' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Show as cards' })).toBeChecked();
    await expect(document.title).toBe('All offers – Kurse');
  },
};
