import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { kurseOf, storyServices, storySetup } from '../../core/test';
import { FranchisePage } from './FranchisePage';

const meta = {
  ...storyServices,
  title: 'Pages/FranchisePage',
  component: FranchisePage,
  args: { params: { id: 'kinderturnwelt' } },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'w1280' } },
} satisfies Meta<typeof FranchisePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const surface = (el: HTMLElement) =>
  el
    .querySelector<HTMLElement>('[data-slot="theme-surface"]')
    ?.style.getPropertyValue('--theme-from');
const locations = (el: HTMLElement, name: string) =>
  within(within(el).getByRole('region', { name })).getAllByRole('link');

/** Kinderturnwelt: its colour, header, panel and its 14 locations, each in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Kinderturnwelt' }),
    ).toBeVisible();
    await expect(document.title).toBe('Kinderturnwelt – Kurse');
    await expect(
      canvas.getByText('Bewegung für die Kleinsten – in ganz Deutschland und in Wien'),
    ).toBeVisible();
    await expect(surface(canvasElement)).toBe('#e4572e');
    const partner = canvas.getByRole('link', { name: /^Kurse-Partner – Mehr über unsere Partner/ });
    await expect(partner).toHaveAttribute('href', 'https://www.kurse.example/partner');
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('region', { name: 'Bildergalerie' })).toBeVisible();
    await expect(canvas.getByText(/seit 2011 in Bewegung/)).toBeVisible();
    const panel = within(canvas.getByRole('complementary', { name: 'Kontakt' }));
    await expect(
      panel.getByRole('link', { name: /E-Mail an zentrale@kinderturnwelt.example/ }),
    ).toHaveAttribute('href', 'mailto:zentrale@kinderturnwelt.example');
    await expect(panel.getByRole('link', { name: /Anrufen \+49 30 23125 600/ })).toHaveAttribute(
      'href',
      'tel:+493023125600',
    );
    await expect(panel.getByRole('link', { name: /^Website/ })).toHaveAttribute(
      'href',
      'http://www.kinderturnwelt.example',
    );
    await expect(panel.getByText('Chausseestraße 10')).toBeVisible();
    const maps = panel.getAllByRole('link', { name: /^In Karten öffnen/ });
    await expect(maps).toHaveLength(2);
    await expect(maps[0]).toHaveAttribute('href', expect.stringContaining('#map=15/52.5281/'));
    await expect(panel.getByRole('heading', { name: 'Weitere Standorte' })).toBeVisible();
    await expect(panel.getByText('Regionalbüro Nord')).toBeVisible();
    const list = locations(canvasElement, 'Unsere Standorte');
    await expect(list).toHaveLength(14);
    await expect(canvas.getByText('Finde einen Standort in deiner Nähe.')).toBeVisible();
    const first = list[0];
    await expect(first).toHaveAttribute('href', '/kinderturnwelt-berlin-mitte');
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveTextContent(/Kinderturnwelt Berlin-Mitte/);
    await expect(first).toHaveTextContent(/Torstraße 120/);
    await expect(first).toHaveTextContent(/10119 Berlin/);
  },
};

/** English: the same page in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Kinderturnwelt',
    );
    await expect(
      canvas.getByRole('link', { name: /^Kurse partner – More about our partners/ }),
    ).toBeVisible();
    const panel = within(canvas.getByRole('complementary', { name: 'Contact' }));
    await expect(panel.getByRole('link', { name: /^Email zentrale@/ })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Address' })).toBeVisible();
    await expect(canvas.getByText('Find a location near you.')).toBeVisible();
    await expect(locations(canvasElement, 'Our locations')).toHaveLength(14);
  },
};

/** Phone: everything in one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    const panel = canvas.getByRole('complementary', { name: 'Kontakt' });
    const gallery = canvas.getByRole('region', { name: 'Bildergalerie' });
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(
      gallery.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Klangkiste: black counts as no colour (default gradient); no subtitle → the default intro. */
export const BlackColour: Story = {
  args: { params: { id: 'klangkiste' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Klangkiste Musikschulen',
    );
    await expect(surface(canvasElement)).toBe('#6d28d9');
    await expect(
      canvas.getByText('Entdecke alle Standorte und Angebote von Klangkiste Musikschulen.'),
    ).toBeVisible();
  },
};

/** Sprachfüchse: no colour (default gradient), no address, no pictures. */
export const NoColour: Story = {
  args: { params: { id: 'sprachfuechse' } },
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Sprachfüchse',
    );
    await expect(surface(canvasElement)).toBe('#6d28d9');
    await expect(canvas.queryByRole('region', { name: 'Bildergalerie' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Adresse' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Anrufen/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Website/ })).toHaveAttribute(
      'href',
      'http://sprachfuechse.example',
    );
  },
};

/** A location without a logo shows the franchise's logo; its link out reports nothing. */
export const FranchiseLogoFallback: Story = {
  parameters: storySetup(({ mock }) => {
    const record = mock.db.providers.find((r) => r.provider.slug === 'kinderturnwelt-mobil');
    if (record) record.provider.logo = null;
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const item = (await canvas.findByText('Kinderturnwelt Mobil')).closest('a');
    const franchiseLogo = kurseOf(context).mock.db.franchises[0]?.logo;
    await expect(franchiseLogo).toBeTruthy();
    await expect(item?.querySelector('img')?.getAttribute('src')).toBe(franchiseLogo);
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stay, true);
    await userEvent.click(canvas.getByRole('link', { name: /^Website/ }));
    window.removeEventListener('click', stay, true);
    await expect(kurseOf(context).mock.db.inbox.forwarded).toEqual([]);
  },
};
