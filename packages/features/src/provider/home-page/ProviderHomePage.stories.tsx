import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { kurseOf, loadProvider, storyServices, storySetup } from '../../core/test';
import { ProviderHomePage } from './ProviderHomePage';

/** Loads a provider of the seed and records the view pixel instead of loading it. */
const provider = (slug: string) =>
  storySetup(async (kurse) => {
    kurse.services.track = fn(() => true);
    await loadProvider(kurse, slug);
  });

const meta = {
  ...storyServices,
  title: 'Pages/ProviderHomePage',
  component: ProviderHomePage,
  parameters: { layout: 'fullscreen', ...provider('schwimmschule-seepferdchen') },
  globals: { viewport: { value: 'w1280' } },
} satisfies Meta<typeof ProviderHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const surface = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="theme-surface"]') as HTMLElement;

/**
 * Standard template: header on the provider's gradient, gallery, description, contacts, side panel
 * with every link, address with the maps link and the extra location; pixel and document title.
 */
export const Standard: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Schwimmschule Seepferdchen' });
    await expect(h1).toBeVisible();
    await expect(canvas.getByText('Schwimmen lernen in Prenzlauer Berg seit 2009')).toBeVisible();
    await expect(canvas.getByText('Seit 6 Jahren dabei')).toBeVisible();
    await expect(canvas.getByText('412 Herzen')).toBeVisible();
    await expect(surface(context.canvasElement)).toHaveAttribute('data-themed', 'true');
    await expect(getComputedStyle(surface(context.canvasElement)).backgroundImage).toMatch(
      /gradient/,
    );
    await expect(canvas.getByRole('region', { name: 'Bildergalerie' })).toBeVisible();
    await expect(canvas.getByText(/^Wir bringen Berliner Kindern/).tagName).toBe('P');
    await expect(canvas.getByText(/^Neben unserem Stammhaus/).tagName).toBe('P');

    const panel = within(canvas.getByRole('complementary', { name: 'Kontakt' }));
    await expect(panel.getByRole('button', { name: 'Nachricht schreiben' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Anrufen \+49 30 23125 401/ })).toHaveAttribute(
      'href',
      'tel:+493023125401',
    );
    const website = panel.getByRole('link', { name: /^Website/ });
    await expect(website).toHaveAttribute('href', 'http://www.schwimmschule-seepferdchen.example');
    await expect(website).toHaveAttribute('target', '_blank');
    for (const social of ['Facebook', 'Instagram']) {
      await expect(panel.getByRole('link', { name: new RegExp(social) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await expect(panel.queryByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/493023125401',
    );
    await expect(panel.getByText('Kastanienallee 12')).toBeVisible();
    const maps = panel.getAllByRole('link', { name: /In Karten öffnen/ });
    await expect(maps[0]).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=52.5387&mlon=13.4101#map=16/52.5387/13.4101',
    );
    await expect(maps).toHaveLength(2);
    const others = within(panel.getByRole('region', { name: 'Weitere Standorte' }));
    await expect(others.getByText('Stadtbad Neukölln, Eingang Lehrschwimmhalle')).toBeVisible();
    await expect(others.getByRole('link', { name: /23125 402/ })).toHaveAttribute(
      'href',
      'tel:+493023125402',
    );

    const contacts = within(canvas.getByRole('region', { name: 'Deine Ansprechpersonen' }));
    await expect(contacts.getAllByText('Ansprechperson')).toHaveLength(2);
    await expect(contacts.getByText('Katrin Albers')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Partner von' })).toBeNull();
    const courses = within(canvas.getByRole('region', { name: 'Alle Angebote' }));
    await expect(
      await courses.findByRole('heading', { level: 3, name: 'Schwimmkurse' }),
    ).toBeVisible();
    await expect(courses.getByRole('link', { name: /Seepferdchen-Kurs/ })).toHaveAttribute(
      'href',
      '/schwimmschule-seepferdchen/courses/103',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bewertungen' })).toBeVisible();
    await expect(document.title).toBe('Schwimmschule Seepferdchen – Kurse');
    await expect(kurseOf(context).services.track).toHaveBeenCalledWith(
      'p',
      'schwimmschule-seepferdchen',
    );
  },
};

/** Website, phone and social links report the "forwarded" call with the slug before leaving. */
export const ClickOuts: Story = {
  play: async (context) => {
    const panel = within(within(context.canvasElement).getByRole('complementary'));
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stay, true);
    try {
      for (const name of [/^Anrufen/, /^Website/, /^Facebook/, /^Instagram/, /^WhatsApp/]) {
        await userEvent.click(panel.getByRole('link', { name }));
      }
      await userEvent.click(panel.getAllByRole('link', { name: /In Karten öffnen/ })[0] as Element);
    } finally {
      window.removeEventListener('click', stay, true);
    }
    await expect(kurseOf(context).mock.db.inbox.forwarded).toEqual(
      Array(5).fill('schwimmschule-seepferdchen'),
    );
  },
};

/** Card template: header and body on cards over the colours; website without http gets it. */
export const Card: Story = {
  parameters: provider('hopsala-kinderturnen'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-template', 'card');
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Hopsala Kinderturnen' });
    await expect(h1.closest('.bg-surface')).not.toBeNull();
    await expect(surface(canvasElement).contains(canvas.getByRole('complementary'))).toBe(true);
    await expect(canvas.getByRole('link', { name: /^Website/ })).toHaveAttribute(
      'href',
      'http://hopsala.example',
    );
    // Only Instagram of the social links: the others are left out.
    await expect(canvas.getByRole('link', { name: /^Instagram/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^(Facebook|WhatsApp)/ })).toBeNull();
  },
};

/** Clean template: the standard layout without the gradient. */
export const Clean: Story = {
  parameters: provider('toepferwerkstatt-tonart'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-template', 'standard');
    await expect(surface(canvasElement)).toHaveAttribute('data-themed', 'false');
    await expect(getComputedStyle(surface(canvasElement)).backgroundImage).toBe('none');
  },
};

/** A dark background colour: white text on it; the franchise links to its page. */
export const DarkBackground: Story = {
  parameters: provider('musikgarten-klangwiese'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).color).toBe(
      'rgb(255, 255, 255)',
    );
    const franchises = within(canvas.getByRole('region', { name: 'Partner von' }));
    await expect(franchises.getByRole('link', { name: 'Klangkiste Musikschulen' })).toHaveAttribute(
      'href',
      '/loves/klangkiste',
    );
  },
};

/** No background colour: the plain page background, even with the card template. */
export const NoBackground: Story = {
  parameters: provider('malschule-farbklecks'),
  play: async ({ canvasElement }) => {
    await expect(surface(canvasElement)).toHaveAttribute('data-themed', 'false');
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute(
      'data-template',
      'card',
    );
  },
};

/** Phone (375 px): one column, the side panel below the description, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const text = canvas.getByText(/^Neben unserem Stammhaus/).getBoundingClientRect();
    const panel = canvas.getByRole('complementary').getBoundingClientRect();
    await expect(panel.top).toBeGreaterThan(text.bottom);
    await expect(panel.left).toBeLessThan(text.right);
  },
};

/** Desktop (1280 px): the side panel beside the description. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByText(/^Neben unserem Stammhaus/).getBoundingClientRect();
    const panel = canvas.getByRole('complementary').getBoundingClientRect();
    await expect(panel.left).toBeGreaterThanOrEqual(text.right);
    await expect(panel.top).toBeLessThan(text.bottom);
  },
};

export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('412 hearts')).toBeVisible();
    const panel = within(canvas.getByRole('complementary', { name: 'Contact' }));
    await expect(panel.getByRole('button', { name: 'Write a message' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Call \+49/ })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Other locations' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your contact persons' })).toBeVisible();
    await expect(canvas.getAllByText('Contact person', { exact: true })).toHaveLength(2);
  },
};
