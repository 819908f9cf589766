import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProviderHomePage } from '../../provider';
import {
  DEMO,
  loadBooking,
  loadProvider,
  logInDemo,
  storyServices,
  storySetup,
  type StoryKurse,
} from '../../core/test';
import { Frame } from './Frame';

const PROVIDER = 'schwimmschule-seepferdchen';

/** The fullest frame: logged in, a provider page, a pending booking. */
async function fullSetup(kurse: StoryKurse) {
  await logInDemo(kurse);
  await loadProvider(kurse, PROVIDER);
  await loadBooking(kurse, 20003);
}

const meta = {
  ...storyServices,
  title: 'Features/Frame/Frame',
  component: Frame,
  parameters: { layout: 'fullscreen', ...storySetup(fullSetup) },
  args: {
    kind: 'provider',
    slug: PROVIDER,
    timeZone: 'Europe/Berlin',
    children: <ProviderHomePage />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every control of the header stays inside the screen. */
async function expectFits(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const header = within(canvasElement).getByRole('banner');
  const bar = within(header);
  for (const control of [...bar.getAllByRole('link'), ...bar.getAllByRole('button')]) {
    const box = control.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
}

/** Desktop: one bar, the skip link leads to the content, the provider menu and footer below. */
export const Desktop: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Schwimmschule Seepferdchen',
    );
    await expect(canvas.getByText(DEMO.name)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Anbieter-Menü' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Schwimmschule Seepferdchen');
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThan(80);
    await expectFits(canvasElement);
  },
};

/** Phone (375 px): icons instead of texts, extra links in a second row, the menu sticks. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFits(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Suche' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: DEMO.name })).toBeVisible();
    await expect(canvas.getByText(DEMO.name).getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const menu = canvas.getByRole('navigation', { name: 'Anbieter-Menü' });
    await expect(getComputedStyle(menu).position).toBe('sticky');
  },
};

/** Phone, logged out on the search page: the back link and the login button fit as well. */
export const PhoneLoggedOut: Story = {
  globals: { viewport: { value: 'w375' } },
  args: { kind: 'search', slug: null, children: null },
  parameters: storySetup((kurse) => loadProvider(kurse, PROVIDER)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFits(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Zurück zu/ })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Anbieter-Menü' })).toBeNull();
  },
};

/** Card preview: no header, no footer, no menu. */
export const CardPreview: Story = {
  args: { kind: 'cardPreview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Anbieter-Menü' })).toBeNull();
  },
};

/** Another time zone: the warning at the top of the content. */
export const OtherTimeZone: Story = {
  args: { timeZone: 'Asia/Tokyo' },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(await main.findByRole('alert')).toHaveTextContent('Asia/Tokyo');
  },
};

export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await expectFits(canvasElement);
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Provider menu' }),
    ).toBeVisible();
  },
};
