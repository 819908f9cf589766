import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readsOf } from '../../core';
import { DEMO, kurseOf, logInDemo, storyServices, storySetup } from '../../core/test';
import { customerBookingsRead, customerContractsRead } from '../profile/use-profile-data';
import { ProfilePage } from './ProfilePage';

/**
 * The customer profile: logged out the authentication block; logged in the name, the logout and
 * the five tabs with their counts, each tab at its address; under 641 px the tab list first and a
 * back button. The tabs' own states: `Profile/*` stories. Spec: discovery §2 Customer profile.
 */
const meta = {
  ...storyServices,
  title: 'Pages/ProfilePage',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'w1280' } },
  args: { params: {} },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: the page title and the authentication block. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Anmelden' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(document.title).toBe('Mein Profil – Kurse');
  },
};

/** Logging in on the page shows the profile with its tabs. */
export const LogIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-Mail-Adresse/), DEMO.email);
    await userEvent.type(canvas.getByLabelText(/Passwort/), `${DEMO.password}{Enter}`);
    await expect(await canvas.findByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    await expect(
      await canvas.findByRole('tablist', { name: 'Bereiche deines Profils' }),
    ).toBeVisible();
  },
};

/**
 * Logged in on `/me` (wide): the name, who is logged in, the tabs in the spec's order with the
 * count of bookings, on-demand bookings, contracts and visited providers; the bookings tab open.
 */
export const LoggedIn: Story = {
  parameters: storySetup(logInDemo),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const kurse = kurseOf({ loaded });
    await expect(canvas.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    await expect(canvas.getByText(`Du bist angemeldet als ${DEMO.email}.`)).toBeVisible();
    const panel = within(await canvas.findByRole('tabpanel', { name: /^Buchungen/ }));
    const cards = await panel.findAllByRole('article');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent?.replace(/\s*\(.*$/, ''))).toEqual([
      `Buchungen${cards.length}`,
      expect.stringMatching(/^On-Demand\d+$/),
      expect.stringMatching(/^Abos und Verträge\d+$/),
      `Anbieter${kurse.services.stores.visits.providers.length}`,
      'Meine Daten',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAccessibleName(`Buchungen (${cards.length} Einträge)`);
    const demo = kurse.mock.db.bookings.filter((b) => b.customerId === 1);
    await expect(cards).toHaveLength(demo.length);
  },
};

/** Choosing a tab goes to its address; arrow keys move between tabs, Enter opens one. */
export const ChoosingATab: Story = {
  parameters: storySetup(logInDemo),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const kurse = kurseOf({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: /^Abos und Verträge/ }));
    await expect(kurse.navigations).toEqual(['/me/contracts']);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(kurse.navigations).toEqual(['/me/contracts', '/me/providers']);
  },
};

/** `/me/on-demand`: the addressed tab is open. */
export const AddressedTab: Story = {
  parameters: storySetup(logInDemo),
  args: { params: { tab: 'on-demand' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /^On-Demand/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findAllByRole('article')).not.toHaveLength(0);
    await expect(panel.queryByText('Buchung fortsetzen')).toBeNull();
  },
};

/** `/me/contracts/30002`: the contracts tab shows that one contract. */
export const OneContract: Story = {
  parameters: storySetup(logInDemo),
  args: { kind: 'contract', params: { id: '30002' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /^Abos und Verträge/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = within(canvas.getByRole('tabpanel'));
    const contract = kurseOf({ loaded }).mock.db.contracts.find((c) => c.contract.id === 30002);
    const name = contract?.contract.product?.name ?? '';
    await expect(
      await panel.findByRole('heading', { level: 3, name: new RegExp(name) }),
    ).toBeVisible();
    await expect(panel.getAllByRole('article')).toHaveLength(1);
  },
};

/**
 * Logging out clears the session, forgets the customer's bookings and contracts read for the tabs
 * (discovery §4 Logout) and leads to the start page.
 */
export const LogOut: Story = {
  parameters: storySetup(logInDemo),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const kurse = kurseOf({ loaded });
    const customer = kurse.services.stores.session.user?.id ?? 0;
    const reads = readsOf(kurse.services);
    await canvas.findAllByRole('article');
    await waitFor(() =>
      expect(reads.peek(customerContractsRead(customer))).toMatchObject({ ok: true }),
    );
    await expect(reads.peek(customerBookingsRead(customer))).toMatchObject({ ok: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(kurse.navigations).toEqual(['/']));
    await expect(kurse.services.stores.session.user).toBeNull();
    await expect(kurse.services.stores.session.token).toBeNull();
    await expect(reads.peek(customerBookingsRead(customer))).toBeUndefined();
    await expect(reads.peek(customerContractsRead(customer))).toBeUndefined();
  },
};

/** Under 641 px on `/me`: no tab open, the tab list with counts as links. */
export const PhoneTabList: Story = {
  parameters: storySetup(logInDemo),
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: 'Bereiche deines Profils' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/me/bookings',
      '/me/on-demand',
      '/me/contracts',
      '/me/providers',
      '/me/account',
    ]);
    await expect(
      await nav.findByRole('link', { name: /^Buchungen \(\d+ Einträge\)$/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Zurück zur Übersicht' })).toBeNull();
  },
};

/** Under 641 px on `/me/account`: the tab under a back button that returns to the list. */
export const PhoneOpenTab: Story = {
  parameters: storySetup(logInDemo),
  globals: { viewport: { value: 'w375' } },
  args: { params: { tab: 'account' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Meine Daten' });
    await expect(heading).toBeVisible();
    // The chosen tab's heading takes focus, so screen readers hear where they are.
    await expect(heading.parentElement).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Nachname/ })).toHaveValue('Neumann');
    await userEvent.click(canvas.getByRole('button', { name: 'Zurück zur Übersicht' }));
    await expect(kurseOf({ loaded }).navigations).toEqual(['/me']);
  },
};

export const LoggedInEnglish: Story = {
  parameters: storySetup(logInDemo),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`You're logged in as ${DEMO.email}.`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /^Bookings/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
