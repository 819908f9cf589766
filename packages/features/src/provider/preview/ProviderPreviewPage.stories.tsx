import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useServices } from '../../core';
import { failRequests } from '../../core/test';
import { holdRequests } from '../../core/test';
import { kurseOf, storyServices, storySetup } from '../../core/test';
import { ErrorBoundary } from '../../frame';
import { ProviderPreviewPage } from './ProviderPreviewPage';

const PREVIEW = /\/providers\/preview/;

const meta = {
  ...storyServices,
  title: 'Pages/ProviderPreviewPage',
  component: ProviderPreviewPage,
  args: { params: { url: 'https://www.schwimmschule-seepferdchen.kurse.example/' } },
  parameters: {
    layout: 'fullscreen',
    ...storySetup((kurse) => {
      kurse.services.track = fn(() => true);
    }),
  },
} satisfies Meta<typeof ProviderPreviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Found by its address: the provider's page, without view pixel and without a visit. */
export const Found: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Schwimmschule Seepferdchen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nachricht schreiben' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Bewertungen' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Schwimmschule Seepferdchen – Kurse'));
    const { services } = kurseOf(context);
    await expect(services.track).not.toHaveBeenCalled();
    await expect(services.stores.visits.providers).toEqual([]);
  },
};

/** An address nobody registered: the placeholder provider, with nothing to contact. */
export const NotFound: Story = {
  args: { params: { url: 'www.gibt-es-nicht.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Leider nichts gefunden :(' }),
    ).toBeVisible();
    await expect(canvas.getByText('Hast du deine URL richtig angegeben?')).toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Leider nichts gefunden :( – Kurse'));
  },
};

export const NotFoundEnglish: Story = {
  ...NotFound,
  globals: { locale: 'en', viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sorry, nothing found :(' }),
    ).toBeVisible();
    await expect(canvas.getByText('Did you enter your URL correctly?')).toBeVisible();
  },
};

/** Any HTTP error shows the placeholder too (scenario `provider-preview-not-found`). */
export const HttpError: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('provider-preview-not-found')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Leider nichts gefunden :(' }),
    ).toBeVisible();
  },
};

/** While the provider loads: the loading indicator. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, PREVIEW)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** Inside the app's error boundary, as the route table renders pages. */
function WithBoundary(props: Parameters<typeof ProviderPreviewPage>[0]) {
  const { api } = useServices();
  return (
    <ErrorBoundary api={api}>
      <ProviderPreviewPage {...props} />
    </ErrorBoundary>
  );
}

/** No answer at all is not "not found": rethrown to the error boundary, which reports it. */
export const OtherError: Story = {
  parameters: storySetup((kurse) => failRequests(kurse, PREVIEW)),
  render: (args) => <WithBoundary {...args} />,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Da ist etwas schiefgelaufen' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Leider nichts gefunden :(')).toBeNull();
    const reports = kurseOf(context).mock.db.inbox.errorReports;
    await waitFor(() => expect(reports[0]?.message).toMatch(/provider preview/));
  },
};

/**
 * An answer that is no provider (scenario `answer-wrong-shape`) is no answer: the error screen,
 * not a page built from it.
 */
export const WrongShape: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('answer-wrong-shape')),
  render: (args) => <WithBoundary {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Da ist etwas schiefgelaufen' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Leider nichts gefunden :(')).toBeNull();
  },
};

/** Phone width: the found provider fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
