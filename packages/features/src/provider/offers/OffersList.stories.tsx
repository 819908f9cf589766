import type { Course } from '@kurse/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { kurseOf, storyServices, storySetup, type StoryKurse } from '../../core/test';
import { OffersList } from './OffersList';

/** The courses of a seed provider, loaded in the story's setup. */
const loaded = new WeakMap<StoryKurse, Course[]>();
const withCourses = (providerId: number, setup?: (kurse: StoryKurse) => void) =>
  storySetup(async (kurse) => {
    const result = await kurse.services.api.GET('/courses', {
      params: { query: { provider_id: String(providerId) } },
    });
    if (!result.ok) throw new Error('The courses did not load.');
    loaded.set(kurse, result.data.courses);
    setup?.(kurse);
  });

const meta = {
  ...storyServices,
  title: 'Features/Courses/OffersList',
  component: OffersList,
  args: { courses: [], providerSlug: 'schwimmschule-seepferdchen' },
  argTypes: { courses: { control: false } },
  parameters: { layout: 'padded', ...withCourses(1) },
  render: (args, context) => <OffersList {...args} courses={loaded.get(kurseOf(context)) ?? []} />,
} satisfies Meta<typeof OffersList>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (el: HTMLElement) =>
  within(el)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** Desktop: one titled group, newest start first, cards; the toggle switches to the list and back. */
export const Cards: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { stores } = kurseOf(context).services;
    await expect(canvas.getByRole('heading', { level: 2, name: 'Schwimmkurse' })).toBeVisible();
    await expect(names(context.canvasElement)).toEqual([
      'Babyschwimmen',
      'Wasserflöhe – Kleinkindschwimmen',
      'Seepferdchen-Kurs',
    ]);
    await expect(canvas.getByRole('link', { name: 'Seepferdchen-Kurs' })).toHaveAttribute(
      'href',
      '/schwimmschule-seepferdchen/courses/103',
    );
    const cards = canvas.getByRole('radio', { name: 'Als Kacheln anzeigen' });
    await expect(cards).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Als Liste anzeigen' }));
    await expect(stores.ui.viewMode).toBe('list');
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'list');
    await userEvent.keyboard('{ArrowRight}');
    await expect(cards).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(stores.ui.viewMode).toBe('card');
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'card');
  },
};

/** The stored view mode "list" shows rows at desktop width. */
export const List: Story = {
  parameters: withCourses(1, (kurse) => (kurse.services.stores.ui.viewMode = 'list')),
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Als Liste anzeigen' })).toBeChecked();
    for (const article of canvas.getAllByRole('article')) {
      await expect(article).toHaveAttribute('data-layout', 'list');
    }
  },
};

/** At phone width (768 px or less) there is no toggle and cards show even when "list" is stored. */
export const Phone: Story = {
  parameters: withCourses(1, (kurse) => (kurse.services.stores.ui.viewMode = 'list')),
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'card');
  },
};

/** Groups in name order, courses without a group last ("Weitere Angebote"). */
export const Grouped: Story = {
  args: { providerSlug: 'hopsala-kinderturnen' },
  parameters: withCourses(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(groups).toEqual(['Bewegung', 'Weitere Angebote']);
    await expect(names(canvasElement)).toEqual([
      'Eltern-Kind-Turnen',
      'Kinderturnen',
      'Offener Krabbeltreff',
    ]);
  },
};

/** Filtered by a category: only its courses and a chip whose remove button clears the filter. */
export const Filtered: Story = {
  args: { providerSlug: 'hopsala-kinderturnen', category: 12, onClearCategory: fn() },
  parameters: withCourses(2),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(names(canvasElement)).toEqual(['Eltern-Kind-Turnen', 'Offener Krabbeltreff']);
    const chips = await canvas.findByRole('grid', { name: 'Kategorien' });
    await expect(within(chips).getByRole('row', { name: 'Baby & Eltern' })).toBeVisible();
    await userEvent.click(within(chips).getByRole('button', { name: /Entfernen/ }));
    await expect(args.onClearCategory).toHaveBeenCalledTimes(1);
  },
};

/** No courses: the empty text, and no list/card toggle with nothing to show either way. */
export const Empty: Story = {
  parameters: withCourses(43),
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Dieser Anbieter hat gerade keine Angebote.'),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};

/** English texts. */
export const English: Story = {
  args: { providerSlug: 'hopsala-kinderturnen', category: 12 },
  parameters: withCourses(2),
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'More offers' })).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Show as a list' })).toBeVisible();
  },
};
