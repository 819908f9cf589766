import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { kurseOf, logInDemo, storyServices, storySetup } from '../../core/test';
import { CheckoutRedirectPage } from './CheckoutRedirectPage';

const CODEKIDS = 'codekids-koeln';
const SECRET = 'pi_demo_20004_secret_demo';
const query = (status: string | null, secret = SECRET) =>
  `?${new URLSearchParams({ ...(status ? { redirect_status: status } : {}), payment_intent_client_secret: secret })}`;

/**
 * The return from a bank or an authentication, checked through the offline demo gateway.
 * Spec: transactions §2 Checkout redirect page; §8 Redirect failures.
 */
const meta = {
  ...storyServices,
  title: 'Pages/CheckoutRedirectPage',
  component: CheckoutRedirectPage,
  parameters: { layout: 'fullscreen', ...storySetup(logInDemo) },
  globals: { viewport: { value: 'w1280' } },
  args: { params: { slug: CODEKIDS, id: '20004' }, search: query('succeeded'), pollIntervalMs: 10 },
} satisfies Meta<typeof CheckoutRedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Succeeded: the intent is confirmed, the booking is paid, the success dialog shows. */
export const Succeeded: Story = {
  // The success dialog is a modal: a frame of its own on the docs page.
  parameters: { docs: { story: { inline: false, height: '800px' } } },
  play: async (context) => {
    const dialog = await body(context.canvasElement).findByRole(
      'dialog',
      { name: 'Vielen Dank für deine Buchung!' },
      { timeout: 5000 },
    );
    // The dialog fades in (its opacity starts at 0): wait until it shows.
    await waitFor(() => expect(dialog).toBeVisible());
    const booking = kurseOf(context).mock.db.bookings.find((b) => b.booking.id === 20004);
    await expect(booking?.booking.status).toBe('paid');
  },
};

/**
 * Processing (a SEPA debit): confirmed as well; the booking waits for the money, shown as received
 * and processing as at the checkout (no thank-you dialog for a payment not yet credited).
 */
export const Processing: Story = {
  args: { search: query('processing', 'pi_demo_20004_pending_secret_demo') },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(
        'Danke! Deine Zahlung ist eingegangen und wird bearbeitet',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Zahlung ausstehend')).toBeVisible();
    await expect(body(context.canvasElement).queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Zurück zum Angebot' })).toHaveAttribute(
      'href',
      `/${CODEKIDS}/courses/118`,
    );
    const booking = kurseOf(context).mock.db.bookings.find((b) => b.booking.id === 20004);
    await expect(booking?.booking.status).toBe('pending');
  },
};

/** The visitor cancelled at the bank: the failure with its reason and the way to the offers. */
export const Canceled: Story = {
  args: { search: query('canceled') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Du hast die Zahlung abgebrochen.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zu allen Angeboten' })).toHaveAttribute(
      'href',
      `/${CODEKIDS}/courses`,
    );
  },
};

/** The payment failed at the bank. */
export const Failed: Story = {
  args: { search: query('failed') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Die Zahlung ist fehlgeschlagen.'),
    ).toBeVisible();
  },
};

/** The intent needs another payment method: the payment error and the way back to paying. */
export const IntentNotPaid: Story = {
  args: { search: query('succeeded', 'pi_demo_20004_failed_secret_demo') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Bei der Zahlung ist ein Fehler aufgetreten/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Zahlung' })).toHaveAttribute(
      'href',
      `/${CODEKIDS}/checkout/20004`,
    );
  },
};

/** No status in the address: the payment error. */
export const UnknownStatus: Story = {
  args: { search: query(null) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Bei der Zahlung ist ein Fehler aufgetreten/),
    ).toBeVisible();
  },
};

/** A booking that does not exist (404): the failure "not found". */
export const NotFound: Story = {
  args: { params: { slug: CODEKIDS, id: '99999' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Die Buchung haben wir nicht gefunden.'),
    ).toBeVisible();
  },
};

/** Already paid: success without asking the gateway. */
export const AlreadyPaid: Story = {
  args: { params: { slug: 'schwimmschule-seepferdchen', id: '20001' }, search: query(null) },
  parameters: { docs: { story: { inline: false, height: '800px' } } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {}, { timeout: 5000 });
    // The dialog fades in (its opacity starts at 0): wait until it shows.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
