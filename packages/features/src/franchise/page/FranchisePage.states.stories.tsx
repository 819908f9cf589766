import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { heldRequests, holdRequests } from '../../core/test';
import { failRequests } from '../../core/test';
import { kurseOf, storyServices, storySetup } from '../../core/test';
import { FranchisePage } from './FranchisePage';

const meta = {
  ...storyServices,
  title: 'Pages/FranchisePage/States',
  component: FranchisePage,
  args: { params: { id: 'kinderturnwelt' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FranchisePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOT_FOUND = 'Diese Seite konnten wir leider nicht finden.';
const GENERIC = 'Die Seite kann gerade nicht geladen werden. Bitte versuch es später noch einmal.';

/** While the franchise loads: the full-screen loader, no page yet. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/franchises\/kinderturnwelt$/)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(document.title).toBe('Wird geladen … – Kurse');
  },
};

/** The franchise is there but its providers are not yet: still the loader, no half page. */
export const LoadingProviders: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/providers$/)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    // The providers are read once the franchise has arrived.
    await waitFor(() => expect(heldRequests(kurseOf(context))).toBe(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Unsere Standorte' })).toBeNull();
  },
};

/** Scenario `franchise-not-found` (404): the not-found page with the franchise text. */
export const NotFound: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('franchise-not-found')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NOT_FOUND)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seite nicht gefunden',
    );
    await expect(canvas.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/');
  },
};

/** An unknown id: not found as well, in English. */
export const UnknownEnglish: Story = {
  args: { params: { id: 'gibt-es-nicht' } },
  globals: { locale: 'en', viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Sorry, we couldn't find this page."),
    ).toBeVisible();
  },
};

/** Scenario `franchise-error` (500): the generic error with reload and back. */
export const LoadFailed: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('franchise-error')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GENERIC)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeVisible();
  },
};

/** The providers cannot be loaded (no connection): the page's generic error as well. */
export const ProvidersFailed: Story = {
  parameters: storySetup((kurse) => failRequests(kurse, /\/providers$/)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(GENERIC)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Unsere Standorte' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Seite neu laden' })).toHaveFocus();
  },
};
