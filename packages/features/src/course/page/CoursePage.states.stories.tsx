import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failRequests } from '../../core/test';
import { holdRequests } from '../../core/test';
import { storyServices, storySetup } from '../../core/test';
import { CoursePage } from './CoursePage';

const SWIM = 'schwimmschule-seepferdchen';

/** The course page while loading and when the course cannot be shown. Spec: discovery §2, §8. */
const meta = {
  ...storyServices,
  title: 'Pages/CoursePage/States',
  component: CoursePage,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'w1280' } },
  args: { params: { slug: SWIM, id: '103' }, token: null },
} satisfies Meta<typeof CoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the course loads: the loader and "Wird geladen …" as the title, no course yet. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/courses\/103(\?|$)/)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await waitFor(() => expect(document.title).toBe('Wird geladen … – Kurse'));
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** An unknown course id: the not-found page with the course text. */
export const NotFound: Story = {
  args: { params: { slug: SWIM, id: '99999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Seite nicht gefunden',
    );
    await expect(canvas.getByText('Dieses Angebot konnten wir leider nicht finden.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden – Kurse'));
  },
};

/** A course of another provider under this provider's address counts as not found. */
export const OtherProvidersCourse: Story = {
  args: { params: { slug: SWIM, id: '117' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Dieses Angebot konnten wir leider nicht finden.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Ballett Grundstufe')).toBeNull();
  },
};

/** The course cannot be loaded (no connection): the generic error screen with reload and back. */
export const Failed: Story = {
  parameters: storySetup((kurse) => failRequests(kurse, /\/courses\/103(\?|$)/)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Da ist etwas schiefgelaufen',
    );
    await expect(canvas.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeVisible();
  },
};

export const NotFoundEnglish: Story = {
  ...NotFound,
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Sorry, we couldn't find this offer."),
    ).toBeVisible();
  },
};
