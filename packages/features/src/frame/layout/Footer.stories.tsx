import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_NOW, loadProvider, storyServices, storySetup } from '../../core/test';
import { Footer } from './Footer';

const STANDARD = 'schwimmschule-seepferdchen';
const NO_TERMS = 'hopsala-kinderturnen';
const EXTERNAL = 'robotik-akademie-muenster';

const meta = {
  ...storyServices,
  title: 'Features/Frame/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { slug: null, now: STORY_NOW },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outside provider pages: the general links, no blog, the copyright up to this year. */
export const WithoutProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^FAQ/ })).toHaveAttribute(
      'href',
      'https://www.kurse.example/faq',
    );
    await expect(canvas.queryByRole('link', { name: /^Blog/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /des Anbieters/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('© 2019–2026 Kurse')).toBeVisible();
  },
};

/** A provider with its own terms and privacy policy: name, address and both links. */
export const WithProviderTerms: Story = {
  args: { slug: STANDARD },
  parameters: storySetup((kurse) => loadProvider(kurse, STANDARD)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Schwimmschule Seepferdchen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AGB des Anbieters' })).toHaveAttribute(
      'href',
      `/${STANDARD}/terms`,
    );
    await expect(canvas.getByRole('link', { name: 'Datenschutz des Anbieters' })).toHaveAttribute(
      'href',
      `/${STANDARD}/privacy_policy`,
    );
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      `/${STANDARD}/blog`,
    );
  },
};

/** A provider without own terms or privacy policy: only the general ones. */
export const WithoutProviderTerms: Story = {
  args: { slug: NO_TERMS },
  parameters: storySetup((kurse) => loadProvider(kurse, NO_TERMS)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /des Anbieters/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^AGB von Kurse/ })).toBeVisible();
  },
};

/** External providers have no blog here. */
export const ExternalProvider: Story = {
  args: { slug: EXTERNAL },
  parameters: storySetup((kurse) => loadProvider(kurse, EXTERNAL)),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Blog' }),
    ).not.toBeInTheDocument();
  },
};

/** The stored provider belongs to another address: nothing of it shows. */
export const OtherProviderLoaded: Story = {
  args: { slug: NO_TERMS },
  parameters: storySetup((kurse) => loadProvider(kurse, STANDARD)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Schwimmschule Seepferdchen')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  ...WithProviderTerms,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Provider's terms" })).toBeVisible();
  },
};
