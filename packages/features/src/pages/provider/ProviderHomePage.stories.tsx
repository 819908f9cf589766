import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadProvider, storyServices, storySetup } from '../../test/story-services';
import { ProviderHomePage } from './ProviderHomePage';

const meta = {
  ...storyServices,
  title: 'Pages/ProviderHomePage',
  component: ProviderHomePage,
  parameters: {
    layout: 'fullscreen',
    ...storySetup((kurse) => loadProvider(kurse, 'schwimmschule-seepferdchen')),
  },
} satisfies Meta<typeof ProviderHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, subtitle and description of the provider in the store; the document title follows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Schwimmschule Seepferdchen',
    );
    await expect(canvas.getByText('Schwimmen lernen in Prenzlauer Berg seit 2009')).toBeVisible();
    await expect(canvas.getByText(/Stadtbad Neukölln/)).toBeVisible();
    await expect(document.title).toBe('Schwimmschule Seepferdchen – Kurse');
  },
};

/** A provider without subtitle and description. */
export const Minimal: Story = {
  parameters: {
    ...storySetup(async (kurse) => {
      await loadProvider(kurse, 'kraxelkinder-berlin');
      const provider = kurse.services.stores.provider.current;
      if (provider) Object.assign(provider, { subTitle: null, description: null });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};
