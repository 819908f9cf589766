import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answerServerErrors, holdRequests } from '../../core/test';
import { kurseOf, loadProvider, storyServices, storySetup } from '../../core/test';
import { RatingsPanel } from './RatingsPanel';

const meta = {
  ...storyServices,
  title: 'Features/Provider/RatingsPanel',
  component: RatingsPanel,
  args: { providerId: 1 },
  parameters: {
    layout: 'padded',
    ...storySetup((kurse) => loadProvider(kurse, 'schwimmschule-seepferdchen')),
  },
} satisfies Meta<typeof RatingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (el: HTMLElement, name: string | RegExp) => within(el).getByRole('button', { name });

/** The provider's ratings are loaded: collapsed, the count badge and the listing link (new tab). */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bewertungen' })).toBeVisible();
    await expect(toggle(canvasElement, '6 Bewertungen')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
    const link = canvas.getByRole('link', { name: /Alle Bewertungen ansehen/ });
    // A page of the marketing site (the site URL setting), which this app does not serve.
    await expect(link).toHaveAttribute(
      'href',
      'https://www.kurse.example/public/de/providers/1/ratings',
    );
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/**
 * The badge opens the list by keyboard and closes it by mouse. Authors are cut at 12 characters;
 * at phone width the list scrolls above 400 px.
 */
export const ExpandedPhone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = toggle(canvasElement, '6 Bewertungen');
    await userEvent.tab();
    await expect(badge).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(badge).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('region', { name: '6 Bewertungen' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('Christopher…')).toBeVisible();
    await expect(within(list).getByText('Maximiliane…')).toBeVisible();
    await expect(within(list).getAllByText('Anja M.')).toHaveLength(2);
    await expect(within(list).getByText('14.09.2026')).toBeVisible();
    await expect(within(list).getAllByText('zu Seepferdchen-Kurs')).toHaveLength(2);
    await expect(getComputedStyle(list).maxHeight).toBe('400px');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.click(badge);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** From desktop width (992 px) the open list may grow to 800 px. */
export const ExpandedDesktop: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement, '6 Bewertungen'));
    const list = within(canvasElement).getByRole('region', { name: '6 Bewertungen' });
    await expect(getComputedStyle(list).maxHeight).toBe('800px');
  },
};

/** A course's ratings are loaded for it; the link adds the course. */
export const Course: Story = {
  args: { courseId: 103 },
  parameters: storySetup(() => {}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '2 Bewertungen' }));
    await expect(
      within(canvas.getByRole('region', { name: '2 Bewertungen' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /Alle Bewertungen/ })).toHaveAttribute(
      'href',
      'https://www.kurse.example/public/de/providers/1/ratings?course_id=103',
    );
  },
};

/** While the ratings load, the badge cannot open the list. */
export const Loading: Story = {
  args: { courseId: 103 },
  parameters: storySetup((kurse) => holdRequests(kurse, /\/courses\/103(\?|$)/)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const badge = canvas.getByRole('button', { name: 'Wird geladen …' });
    await expect(badge).toBeDisabled();
    await userEvent.click(badge, { pointerEventsCheck: 0 });
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '2 Bewertungen' })).toBeNull();
  },
};

/** A provider without ratings: a short note, nothing to open. */
export const Empty: Story = {
  args: { providerId: 43 },
  parameters: storySetup((kurse) => loadProvider(kurse, 'kraxelkinder-berlin')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Bewertungen.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The first load fails: the message and a retry, which loads them. */
export const FailedThenRetry: Story = {
  args: { courseId: 103 },
  parameters: storySetup((kurse) => answerServerErrors(kurse, /\/courses\/103(\?|$)/)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Bewertungen können gerade nicht geladen werden.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await canvas.findByRole('button', { name: '2 Bewertungen' })).toBeVisible();
  },
};

/**
 * An answer that is no course (an empty body, a wrong shape: scenarios `answer-empty`,
 * `answer-wrong-shape`) is a failure, not "no ratings": the message and a retry, which loads them.
 */
export const WrongShapeThenRetry: Story = {
  args: { courseId: 103 },
  parameters: storySetup(({ mock }) => mock.scenarios.enable('answer-wrong-shape')),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Bewertungen können gerade nicht geladen werden.',
    );
    await expect(canvas.queryByText('Noch keine Bewertungen.')).toBeNull();
    kurseOf(context).mock.scenarios.disable('answer-wrong-shape');
    kurseOf(context).mock.scenarios.enable('answer-empty');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Bewertungen können gerade nicht geladen werden.',
    );
    kurseOf(context).mock.scenarios.disable('answer-empty');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(await canvas.findByRole('button', { name: '2 Bewertungen' })).toBeVisible();
  },
};

/** English texts and dates. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(toggle(canvasElement, '6 reviews'));
    await expect(canvas.getByText('14/09/2026')).toBeVisible();
    await expect(canvas.getAllByText('on Seepferdchen-Kurs')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /See all reviews/ })).toBeVisible();
  },
};
