import { rememberVisit } from '@kurse/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  STORY_NOW,
  kurseOf,
  logInDemo,
  storyServices,
  storySetup,
  type StoryKurse,
} from '../../core/test';
import { LandingPage } from './LandingPage';

const SEEPFERDCHEN = 'schwimmschule-seepferdchen';
const HOPSALA = 'hopsala-kinderturnen';

/**
 * Visits the two providers one after the other, as their pages remember them: each is loaded from
 * the demo backend and put into the visits store (Hopsala last, so it comes first).
 */
async function visitProviders({ services }: StoryKurse) {
  for (const [minutesAgo, slug] of [
    [30, SEEPFERDCHEN],
    [5, HOPSALA],
  ] as const) {
    const result = await services.api.GET('/providers/{id}', { params: { path: { id: slug } } });
    if (!result.ok) throw new Error(`The provider ${slug} did not load.`);
    const { id, name, logo } = result.data;
    services.stores.visits.providers = rememberVisit(services.stores.visits.providers, {
      id,
      slug: result.data.slug,
      name,
      logo: logo ?? null,
      time: STORY_NOW.getTime() - minutesAgo * 60_000,
    });
  }
}

const meta = {
  ...storyServices,
  title: 'Pages/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: the guest greeting, the tagline, the search button and the provider sign-up link. */
export const LoggedOut: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Willkommen bei Kurse!')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Kurse einfach machen',
    );
    await expect(document.title).toBe('Kurse');
    await expect(canvas.queryByRole('link', { name: 'Zu deinem Profil' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Zuletzt besucht' })).toBeNull();

    const signup = canvas.getByRole('link', {
      name: /^Du bietest selbst Kurse an\? Registriere dich als Anbieter\./,
    });
    await expect(signup).toHaveAttribute('href', 'https://www.kurse.example/anbieter/registrieren');
    await expect(signup).toHaveAttribute('target', '_blank');

    const search = canvas.getByRole('link', { name: 'Kurse in deiner Nähe finden' });
    await expect(search).toHaveAttribute('href', '/search');
    await userEvent.click(search);
    await expect(kurseOf(context).navigations).toEqual(['/search']);
  },
};

/** Logged in: the greeting with the customer's name and the link to the profile. */
export const LoggedIn: Story = {
  parameters: storySetup(logInDemo),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Hallo Julia Neumann!')).toBeVisible();
    await expect(canvas.queryByText('Willkommen bei Kurse!')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Kurse einfach machen',
    );
    const profile = canvas.getByRole('link', { name: 'Zu deinem Profil' });
    await expect(profile).toHaveAttribute('href', '/me');
    await userEvent.click(profile);
    await expect(kurseOf(context).navigations).toEqual(['/me']);
  },
};

/** Recently visited providers, newest first, each linking to its page. */
export const WithVisitedProviders: Story = {
  parameters: storySetup(visitProviders),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const section = canvas.getByRole('region', { name: 'Zuletzt besucht' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Zuletzt besucht',
    );
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Hopsala Kinderturnen',
      'Schwimmschule Seepferdchen',
    ]);
    await expect(links[0]).toHaveAttribute('href', `/${HOPSALA}`);
    await expect(links[1]).toHaveAttribute('href', `/${SEEPFERDCHEN}`);
    await userEvent.click(
      within(section).getByRole('link', { name: 'Schwimmschule Seepferdchen' }),
    );
    await expect(kurseOf(context).navigations).toEqual([`/${SEEPFERDCHEN}`]);
  },
};

/** English, logged in and with visited providers. */
export const English: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    await visitProviders(kurse);
  }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hello Julia Neumann!')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Making courses simple',
    );
    await expect(canvas.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find courses near you' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Recently visited');
    await expect(
      canvas.getByRole('link', { name: /^Do you run courses yourself\? Sign up as a provider\./ }),
    ).toBeVisible();
    await expect(document.title).toBe('Kurse');
  },
};
