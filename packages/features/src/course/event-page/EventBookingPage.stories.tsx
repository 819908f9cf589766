import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { kurseOf, loadBooking, logInDemo, storyServices, storySetup } from '../../core/test';
import { EventBookingPage } from './EventBookingPage';

const SWIM = 'schwimmschule-seepferdchen';

/**
 * The event booking page: the course page with the booking in a modal. Spec: transactions §2
 * Event booking page.
 */
const meta = {
  ...storyServices,
  title: 'Pages/EventBookingPage',
  component: EventBookingPage,
  parameters: {
    layout: 'fullscreen',
    // Each story is a modal: on the docs page every one gets a frame of its own, so the modals,
    // their scroll lock and the page hidden behind them do not pile up on one page.
    docs: { story: { inline: false, height: '800px' } },
  },
  globals: { viewport: { value: 'w1280' } },
  args: { params: { slug: SWIM, courseId: '101', id: '1011' }, search: '' },
} satisfies Meta<typeof EventBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking dialog once the course has loaded and the dialog has faded in. */
const dialogOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    {},
    { timeout: 5000 },
  );
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return dialog;
};

/**
 * One price option: chosen from the start. The title is the course name with the provider; the
 * link leads back to the course page.
 */
export const OnePrice: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(
      dialog.getByRole('heading', { name: 'Babyschwimmen bei Schwimmschule Seepferdchen' }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Zurück zum Angebot' })).toHaveAttribute(
      'href',
      `/${SWIM}/courses/101`,
    );
    await expect(dialog.getByRole('radio', { name: /Elternteil \+ Kind/ })).toBeChecked();
    await expect(dialog.queryByText('Bitte wähle zuerst einen Preis aus.')).toBeNull();
  },
};

/**
 * A price option and a plan product: none chosen, so the hint shows. A price option is chosen in
 * place (the app names it in the address); the product leads to the new-contract page.
 */
export const ChoosePrice: Story = {
  args: { params: { slug: SWIM, courseId: '103', id: '1031' } },
  play: async (context) => {
    const dialog = within(await dialogOf(context.canvasElement));
    const group = dialog.getByRole('radiogroup', { name: /Preis wählen/ });
    await expect(group).toHaveAccessibleDescription('Bitte wähle zuerst einen Preis aus.');
    await userEvent.click(dialog.getByRole('radio', { name: /Kursgebühr \(12 Stunden\)/ }));
    await expect(dialog.getByRole('radio', { name: /Kursgebühr/ })).toBeChecked();
    await expect(dialog.queryByText('Bitte wähle zuerst einen Preis aus.')).toBeNull();

    await userEvent.click(dialog.getByRole('radio', { name: /in 4 Raten/ }));
    const to = new URLSearchParams({
      from: `/${SWIM}/courses/103`,
      courseId: '103',
      eventId: '1031',
    });
    await expect(kurseOf(context).navigations.at(-1)).toBe(`/me/contracts/7001/confirm?${to}`);
  },
};

/** The query names the price option: chosen on arrival. */
export const PriceFromQuery: Story = {
  args: { params: { slug: SWIM, courseId: '103', id: '1031' }, search: '?priceOption=10311' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('radio', { name: /Kursgebühr/ })).toBeChecked();
  },
};

/**
 * A protected event: the password first (a wrong one is marked at the field), the price choice
 * after the right one.
 */
export const Protected: Story = {
  args: { params: { slug: SWIM, courseId: '103', id: '1032' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.queryByRole('radiogroup')).toBeNull();
    const password = await dialog.findByLabelText(/Passwort/);
    await userEvent.type(password, 'falsch');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(password);
    await userEvent.type(password, 'seepferdchen');
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('radiogroup', { name: /Preis wählen/ })).toBeVisible();
    // The gate's field had the focus; the dialog keeps it inside.
    const box = await dialogOf(canvasElement);
    await waitFor(() => expect(box).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Closing without an open booking returns to the course page. */
export const Close: Story = {
  play: async (context) => {
    const dialog = within(await dialogOf(context.canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Schließen' }));
    await expect(kurseOf(context).navigations.at(-1)).toBe(`/${SWIM}/courses/101`);
  },
};

/**
 * Closing with an open booking of the event asks first; confirming cancels it on the server,
 * forgets it and returns to the course page.
 */
export const CloseWithOpenBooking: Story = {
  args: { params: { slug: 'musikgarten-klangwiese', courseId: '109', id: '1091' } },
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    await loadBooking(kurse, 20003);
  }),
  play: async (context) => {
    const kurse = kurseOf(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = within(await dialogOf(context.canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Schließen' }));
    const ask = await body.findByRole('alertdialog');
    await expect(ask).toHaveTextContent('Möchtest du die Buchung wirklich abbrechen?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Buchung abbrechen' }));
    await waitFor(() =>
      expect(kurse.navigations.at(-1)).toBe('/musikgarten-klangwiese/courses/109'),
    );
    await expect(kurse.services.stores.booking.current).toBeNull();
    const booking = kurse.mock.db.bookings.find((b) => b.booking.id === 20003);
    await expect(booking?.booking.status).toBe('canceled');
  },
};

/** An event the course does not have: the not-found text. */
export const UnknownEvent: Story = {
  args: { params: { slug: SWIM, courseId: '101', id: '9999' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Dieses Angebot konnten wir leider nicht finden.'),
    ).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('link', { name: 'Back to the offer' })).toBeVisible();
  },
};
