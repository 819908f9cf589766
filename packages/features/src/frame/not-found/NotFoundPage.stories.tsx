import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { kurseOf, storyServices } from '../../core/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  ...storyServices,
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unknown paths: the page's own text, the document title and the link home. */
export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seite nicht gefunden',
    );
    await expect(
      canvas.getByText(
        'Diese Seite gibt es leider nicht (mehr). Hast du deine URL richtig angegeben?',
      ),
    ).toBeVisible();
    await expect(document.title).toBe('Seite nicht gefunden – Kurse');
    const home = canvas.getByRole('link', { name: 'Zur Startseite' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(kurseOf(context).navigations).toEqual(['/']);
  },
};

/** A more specific text (here the provider not-found text) replaces the page's own. */
export const CustomText: Story = {
  args: { text: 'Diesen Anbieter konnten wir leider nicht finden.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Diesen Anbieter konnten wir leider nicht finden.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Diese Seite gibt es leider nicht/)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seite nicht gefunden',
    );
    await expect(document.title).toBe('Seite nicht gefunden – Kurse');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect(
      canvas.getByText("This page doesn't exist (any more). Did you enter your URL correctly?"),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(document.title).toBe('Page not found – Kurse');
  },
};
