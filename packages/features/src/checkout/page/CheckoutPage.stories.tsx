import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDateRange, formatDayRange, formatMoney } from '@kurse/i18n';
import { composePayments, failRequests } from '../../core/test';
import {
  kurseOf,
  loadProvider,
  logInDemo,
  storyServices,
  storySetup,
  type StoryKurse,
} from '../../core/test';
import { CheckoutPage } from './CheckoutPage';

const CODEKIDS = 'codekids-koeln';

/**
 * The checkout of the demo customer's bookings, paid through the offline demo gateway (its test
 * cards behave like Stripe's). Spec: transactions §2 Checkout; §4 Payment methods; §8.
 */
const meta = {
  ...storyServices,
  title: 'Pages/CheckoutPage',
  component: CheckoutPage,
  parameters: { layout: 'fullscreen', ...storySetup(logInDemo) },
  globals: { viewport: { value: 'w1280' } },
  args: { params: { slug: CODEKIDS, id: '20004' } },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Within = ReturnType<typeof within>;

/** The stored booking 20004 of the demo backend. */
const booking20004 = (kurse: StoryKurse) => {
  const record = kurse.mock.db.bookings.find((b) => b.booking.id === 20004);
  if (!record) throw new Error('The seed has no booking 20004.');
  return record.booking;
};

/** Logs in and lets booking 20004 be paid with PayPal: the provider has a client id. */
async function withPayPal(kurse: StoryKurse) {
  await logInDemo(kurse);
  const provider = kurse.mock.db.providers.find((p) => p.provider.slug === CODEKIDS);
  if (!provider) throw new Error(`The seed has no provider ${CODEKIDS}.`);
  provider.paypalClientId = 'demo-paypal-client-id';
  provider.provider.paypalClientId = 'demo-paypal-client-id';
  const booking = booking20004(kurse);
  booking.paypalEnabled = true;
  booking.validPaymentMethodTypes = [...(booking.validPaymentMethodTypes ?? []), 'paypal'];
  await loadProvider(kurse, CODEKIDS);
}

/** The payment form once the booking has loaded. */
async function paymentForm(canvasElement: HTMLElement): Promise<Within> {
  return within(
    await within(canvasElement).findByRole('form', { name: 'Zahlungsart' }, { timeout: 5000 }),
  );
}

/** The success dialog, once the booking is paid and the dialog has faded in. */
async function successDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: 'Vielen Dank für deine Buchung!' },
    { timeout: 5000 },
  );
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return dialog;
}

/** Pays with a demo card number. */
async function payWithCard(form: Within, number: string) {
  await userEvent.type(form.getByRole('textbox', { name: 'Kartennummer' }), number);
  await userEvent.type(form.getByRole('textbox', { name: /Ablaufdatum/ }), '12/30');
  await userEvent.type(form.getByRole('textbox', { name: /Prüfnummer/ }), '123');
  await userEvent.click(form.getByRole('button', { name: /Jetzt bezahlen/ }));
}

/**
 * A prepared booking: the server's methods (card first), the account holder from the account, a
 * paying demo card, then the success dialog; closing it returns to the course.
 */
export const PaysByCard: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const form = await paymentForm(context.canvasElement);
    const methods = within(form.getByRole('radiogroup', { name: /Zahlungsart/ }));
    await expect(methods.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(
      [
        'Kredit- oder Debitkarte',
        'Apple Pay oder Google Pay',
        'SEPA-Lastschrift',
        'giropay',
        'Sofortüberweisung',
        'Klarna',
      ],
    );
    await expect(methods.getByRole('radio', { name: 'Kredit- oder Debitkarte' })).toBeChecked();
    // Focus starts at the page's heading, not on the body.
    await expect(
      within(context.canvasElement).getByRole('heading', { level: 1, name: 'Bezahlen' }),
    ).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
    await payWithCard(form, '4242 4242 4242 4242');
    const dialog = await successDialog(context.canvasElement);
    await expect(kurse.mock.db.bookings.find((b) => b.booking.id === 20004)?.booking.status).toBe(
      'paid',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurück zum Angebot' }));
    await expect(kurse.navigations.at(-1)).toBe(`/${CODEKIDS}/courses/118`);
  },
};

/** The order's lines as the region shows them. */
async function orderOf(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByRole(
    'region',
    { name: 'Deine Bestellung' },
    { timeout: 5000 },
  );
}

/**
 * The order beside the payment form: the course and event, its dates, who takes part, the price
 * option as "n × price", the service fee, its VAT and the total — the booking's own figures.
 */
export const ShowsTheOrder: Story = {
  play: async (context) => {
    const record = booking20004(kurseOf(context));
    const order = await orderOf(context.canvasElement);
    const form = await paymentForm(context.canvasElement);
    const lines = within(order);
    await expect(
      lines.getByText(`${record.course?.name ?? ''} – ${record.event?.name ?? ''}`),
    ).toBeVisible();
    const appointments = record.event?.appointments ?? [];
    const first = appointments[0];
    const last = appointments.at(-1);
    if (!first || !last) throw new Error('Booking 20004 has no dates.');
    await expect(
      lines.getByText(formatDayRange(first.startDate, last.endDate ?? last.startDate, 'de')),
    ).toBeVisible();
    await expect(lines.getByText('Teilnehmende: Mia Neumann')).toBeVisible();
    const money = (cents: number) => formatMoney(cents, 'de');
    const option = record.priceOption;
    await expect(
      lines.getByText(`${option?.name ?? ''} · 1 × ${money(option?.price ?? 0)}`),
    ).toBeVisible();
    await expect(lines.getByText('Servicegebühr').nextElementSibling).toHaveTextContent(
      money(record.serviceFee ?? 0),
    );
    await expect(
      lines.getByText(/^MwSt\. auf die Servicegebühr/).nextElementSibling,
    ).toHaveTextContent(money(record.vat ?? 0));
    await expect(lines.getByText('Gesamt').nextElementSibling).toHaveTextContent(
      money(record.costs),
    );
    // Beside the form on a wide screen.
    const formBox = (
      form.getByRole('radiogroup').closest('form') as HTMLElement
    ).getBoundingClientRect();
    await expect(order.getBoundingClientRect().left).toBeGreaterThanOrEqual(formBox.right);
  },
};

/** On a phone the order comes first, above the payment form; its lines open on demand. */
export const ShowsTheOrderOnAPhone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async (context) => {
    const order = await orderOf(context.canvasElement);
    const form = await paymentForm(context.canvasElement);
    const formBox = (
      form.getByRole('radiogroup').closest('form') as HTMLElement
    ).getBoundingClientRect();
    await expect(order.getBoundingClientRect().bottom).toBeLessThanOrEqual(formBox.top);
    const lines = within(order);
    await expect(lines.getByText('Gesamt').nextElementSibling).toHaveTextContent(
      formatMoney(booking20004(kurseOf(context)).costs, 'de'),
    );
    await userEvent.click(lines.getByRole('button', { name: 'Details anzeigen' }));
    await expect(lines.getByText(/ · 1 × /)).toBeVisible();
  },
};

/** A declined card: its message, and the booking stays open for another try. */
export const CardDeclined: Story = {
  play: async ({ canvasElement }) => {
    const form = await paymentForm(canvasElement);
    await payWithCard(form, '4000 0000 0000 0002');
    await expect(
      await form.findByText(
        'Die Karte wurde abgelehnt. Bitte nutze eine andere Karte oder Zahlungsart.',
      ),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: /Jetzt bezahlen/ })).toBeEnabled();
  },
};

/** Booked out meanwhile: the server's check says so when the checkout opens; no way to pay. */
export const BookedOut: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    kurse.mock.scenarios.enable('booking-booked-out');
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(
        'Dieser Termin ist ausgebucht oder die Zahl der Teilnehmenden ist zu hoch.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Zahlungsart' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Buchung abbrechen' })).toBeVisible();
  },
};

/**
 * No longer valid by the time "pay" is pressed: the check before the payment stops it, with the
 * server's message; no money moves and the booking stays unpaid.
 */
export const NoLongerValidAtPayment: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const form = await paymentForm(context.canvasElement);
    kurse.mock.scenarios.enable('booking-no-longer-valid');
    await payWithCard(form, '4242 4242 4242 4242');
    await expect(
      await form.findByText('Diese Buchung ist nicht mehr gültig. Bitte starte eine neue Buchung.'),
    ).toBeVisible();
    await expect(booking20004(kurse).status).toBe('prepared');
    await expect(booking20004(kurse).paidAt ?? null).toBeNull();
  },
};

/** SEPA: the mandate must be accepted; an IBAN that fails its check is refused by the server. */
export const SepaInvalidIban: Story = {
  play: async ({ canvasElement }) => {
    const form = await paymentForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'SEPA-Lastschrift' }));
    await userEvent.type(
      form.getByRole('textbox', { name: 'IBAN' }),
      'DE89 3704 0044 0532 0130 01',
    );
    await userEvent.click(form.getByRole('button', { name: /Jetzt bezahlen/ }));
    const mandate = form.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ });
    await waitFor(() => expect(mandate).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.getByText(/Bitte stimme dem SEPA-Lastschriftmandat zu/)).toBeVisible();
    await userEvent.click(form.getByText('Ich stimme dem SEPA-Lastschriftmandat zu.'));
    await userEvent.click(form.getByRole('button', { name: /Jetzt bezahlen/ }));
    await expect(await form.findByText('Die IBAN ist ungültig. Bitte prüfe sie.')).toBeVisible();
  },
};

/**
 * SEPA paid with a valid IBAN: the debit is processing, the booking pending. The money is on its
 * way, so the checkout says so (received, processing, "Zahlung ausstehend") and only goes back to
 * the offer: no failure, no cancel.
 */
export const SepaPending: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const canvas = within(context.canvasElement);
    const form = await paymentForm(context.canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'SEPA-Lastschrift' }));
    await userEvent.type(
      form.getByRole('textbox', { name: 'IBAN' }),
      'DE89 3704 0044 0532 0130 00',
    );
    await userEvent.click(form.getByText('Ich stimme dem SEPA-Lastschriftmandat zu.'));
    await userEvent.click(form.getByRole('button', { name: /Jetzt bezahlen/ }));
    await expect(
      await canvas.findByText('Danke! Deine Zahlung ist eingegangen und wird bearbeitet'),
    ).toBeVisible();
    await expect(booking20004(kurse).status).toBe('pending');
    await expect(canvas.getByText('Zahlung ausstehend')).toBeVisible();
    await expect(canvas.queryByText('Diese Buchung kann nicht bezahlt werden')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Buchung abbrechen' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Zahlungsart' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Zurück zum Angebot' }));
    await expect(kurse.navigations.at(-1)).toBe(`/${CODEKIDS}/courses/118`);
    await expect(booking20004(kurse).status).toBe('pending');
  },
};

/** A pending booking loaded later (the SEPA debit of the seed): received and processing. */
export const Pending: Story = {
  args: { params: { slug: 'toepferwerkstatt-tonart', id: '20005' } },
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Thank you! Your payment has been received and is being processed'),
    ).toBeVisible();
    await expect(canvas.getByText('Payment pending')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to the offer' })).toBeVisible();
    // Nothing is left to pay: the page names the booking, not the payment.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  },
};

/**
 * Resuming a booking that is still `created` (the demo customer's 20003, from the profile or the
 * header): its check prepares it and the payment form shows, with nothing typed again.
 */
export const ResumesCreatedBooking: Story = {
  args: { params: { slug: 'musikgarten-klangwiese', id: '20003' } },
  play: async (context) => {
    const form = await paymentForm(context.canvasElement);
    await expect(form.getByRole('button', { name: /Jetzt bezahlen/ })).toBeVisible();
    const record = kurseOf(context).mock.db.bookings.find((b) => b.booking.id === 20003);
    await expect(record?.booking.status).toBe('prepared');
    await expect(kurseOf(context).services.stores.booking.current?.id).toBe(20003);
  },
};

/**
 * A paid booking: the success dialog straight away, naming the booking number, the course and
 * event, the first of its dates and the amount paid, with "add to calendar" (a real download link
 * of an iCalendar file with every date in Europe/Berlin); nothing to cancel behind it.
 */
export const Paid: Story = {
  args: { params: { slug: 'schwimmschule-seepferdchen', id: '20001' } },
  // The success dialog is a modal: a frame of its own on the docs page.
  parameters: { docs: { story: { inline: false, height: '800px' } } },
  play: async (context) => {
    const { canvasElement } = context;
    const record = kurseOf(context).mock.db.bookings.find((b) => b.booking.id === 20001)?.booking;
    const appointments = record?.event?.appointments ?? [];
    const first = appointments[0];
    if (!record?.billingNo || !first) throw new Error('The seed has no paid booking 20001.');
    const dialog = within(await successDialog(canvasElement));
    await expect(dialog.getByText('Buchungsnummer').nextElementSibling).toHaveTextContent(
      record.billingNo,
    );
    await expect(
      dialog.getByText(`${record.course?.name ?? ''} – ${record.event?.name ?? ''}`),
    ).toBeVisible();
    await expect(dialog.getByText('Erster Termin').nextElementSibling).toHaveTextContent(
      formatDateRange(first.startDate, first.endDate, 'de'),
    );
    await expect(dialog.getByText('Bezahlt').nextElementSibling).toHaveTextContent(
      formatMoney(record.costs, 'de'),
    );
    const calendar = dialog.getByRole('link', { name: 'Zum Kalender hinzufügen' });
    await expect(calendar).toHaveAttribute('download', `${record.billingNo}.ics`);
    const ics = await (await fetch(calendar.getAttribute('href') ?? '')).text();
    await expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    await expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(appointments.length);
    await expect(ics).toContain('UID:booking-20001-1@');
    await expect(ics).toContain('DTSTART;TZID=Europe/Berlin:');
    await expect(ics).toContain('BEGIN:VTIMEZONE');
    // Keyboard: the link is reached with Tab like any other control of the dialog.
    calendar.blur();
    for (let i = 0; i < 4 && document.activeElement !== calendar; i += 1) await userEvent.tab();
    await expect(calendar).toHaveFocus();
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Buchung abbrechen', hidden: true }),
    ).toBeNull();
    // Behind the dialog, the page names the booking: it is paid.
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Deine Buchung', hidden: true }),
    ).toBeInTheDocument();
    await expect(document.title).toMatch(/^Deine Buchung/);
  },
};

/** A free booking is completed, not paid: its title says so, and the dialog says "free". */
export const FreeBooking: Story = {
  args: { params: { slug: 'hopsala-kinderturnen', id: '20017' } },
  parameters: { docs: { story: { inline: false, height: '800px' } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await successDialog(canvasElement));
    await expect(dialog.getByText('Bezahlt').nextElementSibling).toHaveTextContent('Kostenlos');
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: 'Buchung abschließen',
        hidden: true,
      }),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).queryByRole('heading', { level: 1, name: 'Bezahlen', hidden: true }),
    ).toBeNull();
    await expect(document.title).toMatch(/^Buchung abschließen/);
  },
};

/** A rejected booking cannot be paid: the failure message. */
export const Rejected: Story = {
  args: { params: { slug: 'codekids-koeln', id: '20006' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Diese Buchung kann nicht bezahlt werden'),
    ).toBeVisible();
  },
};

/**
 * A booking the provider confirmed (`approved`, the seed's 20002): confirmed, nothing to pay — no
 * "cannot be paid", nothing to cancel; the only way on is back to the offer.
 */
export const Confirmed: Story = {
  args: { params: { slug: 'kleine-koeche-frankfurt', id: '20002' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Deine Buchung ist bestätigt')).toBeVisible();
    await expect(canvas.queryByText('Diese Buchung kann nicht bezahlt werden')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Buchung abbrechen' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Zurück zum Angebot' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deine Buchung' })).toBeVisible();
  },
};

/** A booking that cannot be loaded: the load failure message and a retry. */
export const LoadFailed: Story = {
  args: { params: { slug: CODEKIDS, id: '99999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Die Buchung konnte nicht geladen werden.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** Cancel an open booking: asked first, then cancelled on the server, back to the course. */
export const CancelOpenBooking: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    await paymentForm(context.canvasElement);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: 'Buchung abbrechen' }),
    );
    const body = within(context.canvasElement.ownerDocument.body);
    const ask = await body.findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Buchung abbrechen' }));
    await waitFor(() => expect(kurse.navigations.at(-1)).toBe(`/${CODEKIDS}/courses/118`));
    await expect(kurse.mock.db.bookings.find((b) => b.booking.id === 20004)?.booking.status).toBe(
      'canceled',
    );
  },
};

/** Stripe configured but its script cannot load (offline, ad blocker): the hint to allow it. */
export const PaymentModuleFailed: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    composePayments(kurse, { stripePublicKey: 'pk_test_offline' });
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Werbeblocker/, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The wallet (the demo's stand-in for Apple Pay and Google Pay): its own button pays. */
export const PaysWithWallet: Story = {
  play: async (context) => {
    const form = await paymentForm(context.canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'Apple Pay oder Google Pay' }));
    await expect(form.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await userEvent.click(
      form.getByRole('button', { name: 'Mit Apple Pay oder Google Pay bezahlen' }),
    );
    await expect(await successDialog(context.canvasElement)).toBeVisible();
    await expect(booking20004(kurseOf(context)).status).toBe('paid');
  },
};

/**
 * Booked out after the form opened: the wallet's payment asks the server again right before it
 * pays, so the message shows and no money moves. Focus moves to the message that replaced the
 * pressed button (it does not drop to the page).
 */
export const WalletBookedOutBeforePay: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const form = await paymentForm(context.canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'Apple Pay oder Google Pay' }));
    kurse.mock.scenarios.enable('booking-booked-out');
    await userEvent.click(
      form.getByRole('button', { name: 'Mit Apple Pay oder Google Pay bezahlen' }),
    );
    const message = await within(context.canvasElement).findByText(
      'Dieser Termin ist ausgebucht oder die Zahl der Teilnehmenden ist zu hoch.',
    );
    await expect(message).toBeVisible();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(booking20004(kurse).status).toBe('prepared');
    await expect(booking20004(kurse).paidAt ?? null).toBeNull();
  },
};

/** A valid saved card is offered first and chosen: it pays without card fields. */
export const PaysWithSavedCard: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    booking20004(kurse).paymentMethod = { type: 'card', id: 'pm_demo_visa_4242', last4: '4242' };
  }),
  play: async (context) => {
    const form = await paymentForm(context.canvasElement);
    const saved = form.getByRole('radio', { name: /Gespeicherte Zahlungsart/ });
    await expect(saved).toBeChecked();
    await expect(form.getByText('Karte mit Endung 4242')).toBeVisible();
    await expect(form.queryByRole('textbox', { name: 'Kartennummer' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: /Jetzt bezahlen/ }));
    await expect(await successDialog(context.canvasElement)).toBeVisible();
    await expect(booking20004(kurseOf(context)).status).toBe('paid');
  },
};

/**
 * PayPal (the offline PayPal): its button replaces the account holder and "pay"; it creates the
 * order on the server and the approval pays the booking.
 */
export const PaysWithPayPal: Story = {
  parameters: storySetup(withPayPal),
  play: async (context) => {
    const form = await paymentForm(context.canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'PayPal' }));
    await expect(form.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await expect(form.queryByRole('button', { name: /Jetzt bezahlen/ })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Mit PayPal bezahlen' }));
    await expect(await successDialog(context.canvasElement)).toBeVisible();
    const booking = booking20004(kurseOf(context));
    await expect(booking.status).toBe('paid');
    await expect(booking.paypalOrderId).toMatch(/^PAYPAL-DEMO-/);
  },
};

/** A PayPal order above PayPal's limit: the server's 422 and its message; nothing is paid. */
export const PayPalAmountTooHigh: Story = {
  parameters: storySetup(async (kurse) => {
    await withPayPal(kurse);
    booking20004(kurse).costs = 1_000_001;
  }),
  play: async (context) => {
    const form = await paymentForm(context.canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(form.getByRole('button', { name: 'Mit PayPal bezahlen' }));
    await expect(
      await form.findByText(
        'Der Betrag ist für PayPal zu hoch. Bitte wähle eine andere Zahlungsart.',
      ),
    ).toBeVisible();
    await expect(booking20004(kurseOf(context)).status).toBe('prepared');
  },
};

/** Leaving PayPal after its order was created switches the booking back to cards. */
export const LeavingPayPal: Story = {
  parameters: storySetup(async (kurse) => {
    await withPayPal(kurse);
    booking20004(kurse).paypalOrderId = 'PAYPAL-DEMO-OPEN';
  }),
  play: async (context) => {
    const form = await paymentForm(context.canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(form.getByRole('radio', { name: 'Kredit- oder Debitkarte' }));
    await waitFor(() => expect(booking20004(kurseOf(context)).paypalOrderId).toBeNull());
    await expect(form.getByRole('textbox', { name: 'Kartennummer' })).toBeVisible();
  },
};

/** The switch back to cards fails: the payment-change alert; the card form stays usable. */
export const PaymentChangeFailed: Story = {
  parameters: storySetup(async (kurse) => {
    await withPayPal(kurse);
    booking20004(kurse).paypalOrderId = 'PAYPAL-DEMO-OPEN';
    failRequests(kurse, /\/bookings\/20004\/payments$/);
  }),
  play: async (context) => {
    const form = await paymentForm(context.canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(form.getByRole('radio', { name: 'Kredit- oder Debitkarte' }));
    await expect(
      await form.findByText('Die Zahlungsart konnte nicht geändert werden.'),
    ).toBeVisible();
  },
};

/**
 * PayPal's JS SDK configured but its script cannot load (offline, ad blocker): the hint to allow
 * it, in place of PayPal's button.
 */
export const PayPalScriptFailed: Story = {
  parameters: storySetup(async (kurse) => {
    await withPayPal(kurse);
    composePayments(kurse, { paypal: 'sdk' });
  }),
  play: async ({ canvasElement }) => {
    const form = await paymentForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'PayPal' }));
    await expect(await form.findByText(/Werbeblocker/, {}, { timeout: 15000 })).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('form', { name: 'Payment method' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
