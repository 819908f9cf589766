import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { kurseOf, loadBooking, logInDemo, storyServices, storySetup } from '../../core/test';
import { EventBookingPage } from './EventBookingPage';

const SWIM = 'schwimmschule-seepferdchen';

/**
 * The booking form of the event booking page, against the demo backend. Spec: transactions §2
 * Booking form content, Free bookings; §5; §8 Booking create.
 */
const meta = {
  ...storyServices,
  title: 'Pages/EventBookingPage/Form',
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

type Within = ReturnType<typeof within>;

/** The booking form once the course has loaded. */
async function formOf(canvasElement: HTMLElement): Promise<Within> {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('form', { name: 'Buchen' }, { timeout: 5000 }));
}

/**
 * Enters `text` into a field as a browser's autofill or a paste does: one input, not a keystroke
 * per character (the stories that check typing itself type).
 */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills a guest's contact data and billing address. */
async function fillGuest(form: Within) {
  await enter(form.getByRole('textbox', { name: 'Vorname' }), 'Anna');
  await enter(form.getByRole('textbox', { name: 'Nachname' }), 'Schmidt');
  await enter(form.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.com');
  await enter(form.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Lindenstraße 12');
  await enter(form.getByRole('textbox', { name: 'PLZ' }), '10115');
  await enter(form.getByRole('textbox', { name: 'Ort' }), 'Berlin');
}

/** Names the participants 1…n. */
async function fillNames(form: Within, names: string[]) {
  for (const [i, name] of names.entries()) {
    await enter(form.getByRole('textbox', { name: `Person ${i + 1}` }), name);
  }
}

const accept = (form: Within) => userEvent.click(form.getByText(/Ich habe die AGB/));
const book = (form: Within) => userEvent.click(form.getByRole('button', { name: /buchen$/i }));

/**
 * A guest books the parent-and-child option: two names (one block of the multiplier 2), the
 * summary (2 × 89 €, the service fee and its VAT), then the checkout of the new booking.
 */
export const GuestBooks: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const form = await formOf(context.canvasElement);
    await fillGuest(form);
    await fillNames(form, ['Anna Schmidt', 'Paul Schmidt']);
    const summary = within(form.getByRole('region', { name: 'Übersicht' }));
    await expect(summary.getByText(/^Elternteil \+ Kind · 2 × 89,00\s€$/)).toBeVisible();
    await expect(summary.getByText(/^178,00\s€$/)).toBeVisible();
    await expect(summary.getByText('MwSt. auf die Servicegebühr (19 %)')).toBeVisible();
    await accept(form);
    await book(form);
    await waitFor(() =>
      expect(kurse.navigations.at(-1)).toMatch(/^\/schwimmschule-seepferdchen\/checkout\/\d+$/),
    );
    const current = kurse.services.stores.booking.current;
    await expect(current?.event?.id).toBe(1011);
    await expect(kurse.navigations.at(-1)).toBe(`/${SWIM}/checkout/${current?.id}`);
  },
};

/**
 * The swimming school has its own terms and privacy policy: the consent links to them (the
 * course's provider says so), as the new-contract modal does, not to the marketplace's.
 */
export const ProviderConsentLinks: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('link', { name: /^AGB lesen/ })).toHaveAttribute(
      'href',
      `/${SWIM}/terms`,
    );
    await expect(form.getByRole('link', { name: /^Datenschutzerklärung lesen/ })).toHaveAttribute(
      'href',
      `/${SWIM}/privacy_policy`,
    );
  },
};

/**
 * Nothing filled in: every required field says so, the consent is asked for, the focus is on the
 * first name, and nothing is sent.
 */
export const ChecksBeforeSending: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const before = kurse.mock.db.bookings.length;
    const form = await formOf(context.canvasElement);
    await book(form);
    const first = form.getByRole('textbox', { name: 'Vorname' });
    await waitFor(() => expect(first).toHaveFocus());
    // The focus moves while the form checks; the messages follow with the next render.
    await waitFor(() => expect(first).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.'));
    await expect(form.getByRole('textbox', { name: 'Person 1' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      form.getByText('Bitte akzeptiere die AGB und die Datenschutzerklärung.'),
    ).toBeVisible();
    await expect(kurse.mock.db.bookings).toHaveLength(before);
    // Typing keeps the text and clears the message.
    await userEvent.type(first, 'Anna');
    await expect(first).toHaveValue('Anna');
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Only one booking session: with another booking still open, booking asks whether to cancel it
 * and continue; continuing cancels the old one on the server and creates the new one.
 */
export const OpenBookingConflict: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    await loadBooking(kurse, 20003);
  }),
  play: async (context) => {
    const kurse = kurseOf(context);
    const form = await formOf(context.canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Mia Neumann eintragen' }));
    await userEvent.click(form.getByRole('button', { name: 'Paul Neumann eintragen' }));
    await accept(form);
    await book(form);
    const body = within(context.canvasElement.ownerDocument.body);
    const ask = await body.findByRole('alertdialog', { name: 'Buchung abbrechen' });
    await expect(
      within(ask).getByText(
        'Du hast schon eine offene Buchung. Möchtest du sie abbrechen und mit dieser weitermachen?',
      ),
    ).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(kurse.navigations.at(-1)).toMatch(/^\/schwimmschule-seepferdchen\/checkout\/\d+$/),
    );
    const old = kurse.mock.db.bookings.find((b) => b.booking.id === 20003);
    await expect(old?.booking.status).toBe('canceled');
    await expect(kurse.services.stores.booking.current?.event?.id).toBe(1011);
  },
};

/**
 * A logged-in customer: the account's data, read-only; the option's minimum of two empty names
 * (nothing booked unasked), the saved people offered as one-click choices that fill them.
 */
export const LoggedIn: Story = {
  parameters: storySetup(logInDemo),
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByText('Diese Daten stammen aus deinem Kundenkonto.')).toBeVisible();
    const first = form.getByRole('textbox', { name: 'Vorname' });
    await expect(first).toHaveAttribute('readonly');
    await expect(first).not.toHaveValue('');
    const names = form.getAllByRole('textbox', { name: /^Person \d$/ });
    await expect(names).toHaveLength(2);
    for (const name of names) await expect(name).toHaveValue('');
    const saved = within(form.getByRole('group', { name: /gespeicherten Personen/ }));
    await userEvent.click(saved.getByRole('button', { name: 'Mia Neumann eintragen' }));
    await expect(form.getByRole('textbox', { name: 'Person 1' })).toHaveValue('Mia Neumann');
    await expect(saved.queryByRole('button', { name: 'Mia Neumann eintragen' })).toBeNull();
    await expect(form.getAllByRole('textbox', { name: /^Person \d$/ })).toHaveLength(2);
    await expect(form.queryByText('Kundenkonto anlegen (optional)')).toBeNull();
  },
};

/**
 * Participants come in blocks of two, focus moving to the first new name; the last one cannot be
 * removed.
 */
export const ParticipantBlocks: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getAllByRole('textbox', { name: /^Person \d$/ })).toHaveLength(2);
    await userEvent.click(form.getByRole('button', { name: '2 Personen hinzufügen' }));
    await expect(form.getAllByRole('textbox', { name: /^Person \d$/ })).toHaveLength(4);
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Person 3' })).toHaveFocus());
    for (const n of [4, 3, 2]) {
      await userEvent.click(form.getByRole('button', { name: `Person entfernen: Person ${n}` }));
    }
    await expect(form.getByRole('button', { name: 'Person entfernen: Person 1' })).toBeDisabled();
  },
};

/** Two places left: no more than two participants; the cap is said instead of the add button. */
export const ParticipantCap: Story = {
  args: { params: { slug: SWIM, courseId: '102', id: '1021' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const add = form.queryByRole('button', { name: /hinzufügen/ });
    if (add) await userEvent.click(add);
    await expect(form.getAllByRole('textbox', { name: /^Person \d$/ })).toHaveLength(2);
    await expect(form.queryByRole('button', { name: /hinzufügen/ })).toBeNull();
    await expect(
      form.getByText('Pro Buchung sind höchstens 2 Teilnehmende möglich.'),
    ).toBeVisible();
  },
};

/** One place left: the cap reads in the singular. */
export const ParticipantCapOne: Story = {
  args: { params: { slug: SWIM, courseId: '102', id: '1021' } },
  parameters: storySetup(({ mock }) => {
    const event = mock.db.courses.flatMap((c) => c.course.events ?? []).find((e) => e.id === 1021);
    if (event) event.participantsLeft = 1;
  }),
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await body.findByRole('form', { name: 'Book' }, { timeout: 5000 }));
    await expect(form.getByText('You can book only one participant at once.')).toBeVisible();
  },
};

/** The event allows a note to the provider; the phone stays optional. */
export const Note: Story = {
  args: { params: { slug: 'kleine-koeche-frankfurt', courseId: '120', id: '1201' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('textbox', { name: /Nachricht an den Anbieter/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Telefon/ })).not.toBeRequired();
  },
};

/** The event asks for a phone number: required, and no note. */
export const MandatoryPhone: Story = {
  args: { params: { slug: 'erste-hilfe-kinder-frankfurt', courseId: '122', id: '1221' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('textbox', { name: /Telefon/ })).toBeRequired();
    await expect(form.queryByRole('textbox', { name: /Nachricht an den Anbieter/ })).toBeNull();
  },
};

/** An on-demand event needs an account: the password is asked for, not offered. */
export const ForcedAccount: Story = {
  args: {
    params: { slug: 'yogamama-muenchen', courseId: '115', id: '1151' },
    search: '?priceOption=11511',
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByText(/brauchst du ein Kundenkonto/)).toBeVisible();
    await expect(form.queryByRole('checkbox', { name: /Kundenkonto anlegen/ })).toBeNull();
    await expect(form.getByLabelText(/^Passwort/)).toBeRequired();
  },
};

/** The server refuses the details (422): the fields are marked and the message is alerted. */
export const ServerFieldErrors: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('booking-invalid')),
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillGuest(form);
    await fillNames(form, ['Anna Schmidt', 'Paul Schmidt']);
    await accept(form);
    await book(form);
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(form.getByRole('textbox', { name: 'PLZ' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
  },
};

/** Too many requests (429): the booking limit message; nothing typed is lost. */
export const RateLimited: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('booking-rate-limited')),
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillGuest(form);
    await fillNames(form, ['Anna Schmidt', 'Paul Schmidt']);
    await accept(form);
    await book(form);
    await expect(await form.findByText(/das Buchungslimit ist erreicht/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Person 2' })).toHaveValue('Paul Schmidt');
  },
};

/** No answer at all: the unknown error. */
export const NoResponse: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('booking-no-response')),
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillGuest(form);
    await fillNames(form, ['Anna Schmidt', 'Paul Schmidt']);
    await accept(form);
    await book(form);
    await expect(await form.findByText(/Ein unbekannter Fehler ist aufgetreten/)).toBeVisible();
  },
};

/**
 * Not enough places (422 `not_enough_places`) on a phone, sent from the bottom of the long modal:
 * the message at the top takes focus and is scrolled into view; the participants it is about are
 * marked with it until they change.
 */
export const NotEnoughPlacesOnPhone: Story = {
  globals: { viewport: { value: 'w375' } },
  parameters: storySetup(({ mock }) => mock.scenarios.enable('booking-not-enough-places')),
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillGuest(form);
    await fillNames(form, ['Anna Schmidt', 'Paul Schmidt']);
    await accept(form);
    await book(form);
    const message = 'Es sind nicht mehr genug Plätze frei.';
    const alert = await form.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent(message);
    const view = canvasElement.ownerDocument.defaultView;
    const box = alert.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(view?.innerHeight ?? 0);
    const person = form.getByRole('textbox', { name: 'Person 1' });
    await expect(person).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getAllByText(new RegExp(message))).toHaveLength(2);
    await userEvent.clear(form.getByRole('textbox', { name: 'Person 2' }));
    await expect(person).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Booking items: the mandatory T-shirt size must be chosen (a booked-out size cannot be), lunches
 * are counted; both go into the summary and the booking.
 */
export const BookingItems: Story = {
  args: { params: { slug: 'codekids-koeln', courseId: '119', id: '1191' } },
  play: async (context) => {
    const kurse = kurseOf(context);
    const form = await formOf(context.canvasElement);
    await fillGuest(form);
    await fillNames(form, ['Mia Schmidt']);
    await accept(form);
    await book(form);
    const size = form.getByRole('radiogroup', { name: /T-Shirt-Größe/ });
    await waitFor(() => expect(within(size).getByRole('radio', { name: /116/ })).toHaveFocus());
    await expect(within(size).getByRole('radio', { name: /140/ })).toBeDisabled();
    await userEvent.click(within(size).getByRole('radio', { name: /128/ }));
    const lunch = form.getByRole('textbox', { name: /Mittagessen pro Tag/ });
    await userEvent.clear(lunch);
    await userEvent.type(lunch, '3');
    await userEvent.tab();
    const summary = within(form.getByRole('region', { name: 'Übersicht' }));
    await expect(summary.getByText('1 × T-Shirt-Größe: 128')).toBeVisible();
    await expect(summary.getByText('3 × Mittagessen pro Tag')).toBeVisible();
    await expect(summary.getByText(/^19,50\s€$/)).toBeVisible();
    await book(form);
    await waitFor(() => expect(kurse.navigations.at(-1)).toMatch(/\/checkout\/\d+$/));
    const values = kurse.services.stores.booking.current?.bookingItemValues ?? [];
    await expect(values.map((v) => [v.bookingItemOption?.name, v.quantity])).toEqual([
      ['128', 1],
      ['Mittagessen pro Tag', 3],
    ]);
  },
};

/** A cash voucher above its minimum: applied in the summary as a discount. */
export const Voucher: Story = {
  args: {
    params: { slug: 'kleine-koeche-frankfurt', courseId: '121', id: '1211' },
    search: '?priceOption=12111',
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillNames(form, ['Anna Schmidt']);
    await userEvent.type(form.getByRole('textbox', { name: /Gutscheincode/ }), 'WILLKOMMEN5');
    await userEvent.click(form.getByRole('button', { name: 'Einlösen' }));
    await expect(await form.findByText('Gutschein WILLKOMMEN5 eingelöst')).toBeVisible();
    const summary = within(form.getByRole('region', { name: 'Übersicht' }));
    await expect(summary.getByText('Gutschein WILLKOMMEN5')).toBeVisible();
    await expect(summary.getByText(/^−\s5,00\s€$/)).toBeVisible();
  },
};

/** A free event: nothing to pay, "book for free", confirmed at once and on to the checkout. */
export const FreeBooking: Story = {
  args: { params: { slug: 'hopsala-kinderturnen', courseId: '106', id: '1061' } },
  play: async (context) => {
    const kurse = kurseOf(context);
    const form = await formOf(context.canvasElement);
    const summary = within(form.getByRole('region', { name: 'Übersicht' }));
    await expect(summary.getByText('Kostenlos')).toBeVisible();
    await fillGuest(form);
    await fillNames(form, ['Mia Schmidt']);
    await accept(form);
    await userEvent.click(form.getByRole('button', { name: 'Kostenlos buchen' }));
    await waitFor(() => expect(kurse.navigations.at(-1)).toMatch(/\/checkout\/\d+$/));
    await expect(kurse.services.stores.booking.current?.status).toBe('paid');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await body.findByRole('form', { name: 'Book' }, { timeout: 5000 }));
    await expect(form.getByRole('textbox', { name: 'First name' })).toBeVisible();
  },
};
