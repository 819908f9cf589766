import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answerServerErrors, holdRequests } from '../../core/test';
import { storyServices, storySetup } from '../../core/test';
import { CardPreviewPage } from './CardPreviewPage';

const SHORT =
  'In 12 Stunden lernen Kinder ab 4 Jahren sicher zu schwimmen und legen am Ende das Seepferdchen ab.';
const COURSE = /\/courses\/103(\?|$)/;

const meta = {
  ...storyServices,
  title: 'Pages/CardPreviewPage',
  component: CardPreviewPage,
  args: { params: { slug: 'schwimmschule-seepferdchen', id: '103' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CardPreviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bare card: the course's data, nothing to click; the document title is the course name. */
export const Default: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Seepferdchen-Kurs/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Top-Angebot' })).toBeVisible();
    await expect(canvas.getByText(SHORT)).toBeVisible();
    await expect(canvas.getByText('49,00 € – 207,00 €')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Seepferdchen-Kurs – Kurse'));
  },
};

/** Phone width: the excerpt is cut at 80 characters. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.getByText(`${SHORT.slice(0, 80).trimEnd()}…`)).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('€49.00 – €207.00')).toBeVisible();
    await expect(canvas.getByText('4 years – 7 years')).toBeVisible();
  },
};

/** While the course loads. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, COURSE)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** An unknown course: the not-found page. */
export const NotFound: Story = {
  args: { params: { slug: 'schwimmschule-seepferdchen', id: '99999' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Seite nicht gefunden' }),
    ).toBeVisible();
  },
};

/** An id that is no number is not found either, without asking the server. */
export const InvalidId: Story = {
  args: { params: { slug: 'schwimmschule-seepferdchen', id: 'abc' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Seite nicht gefunden' }),
    ).toBeVisible();
  },
};

/** Loading failed: the generic error text and a retry, which shows the card. */
export const FailedThenRetry: Story = {
  parameters: storySetup((kurse) => answerServerErrors(kurse, COURSE)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte lade die Seite neu oder versuch es später noch einmal.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toBeVisible());
  },
};
