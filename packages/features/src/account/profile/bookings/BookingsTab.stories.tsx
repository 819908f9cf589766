import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failRequests } from '../../../core/test';
import { kurseOf, logInDemo, storyServices, storySetup } from '../../../core/test';
import { BookingsTab } from './BookingsTab';
import { answerOldestFirst, logInWithoutBookings } from './story-backend';
import { TabOfCustomer } from './story-tab';

/**
 * The bookings tab of the profile with the demo customer's bookings in every status, loaded from
 * the demo backend. Spec: discovery §2 Customer profile (Bookings tab); transactions §2 Profile tabs.
 */
const meta = {
  ...storyServices,
  title: 'Features/Account/BookingsTab',
  component: BookingsTab,
  args: { load: { status: 'loading' } },
  argTypes: { load: { control: false } },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'w768' } },
} satisfies Meta<typeof BookingsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const fromBackend = () => <TabOfCustomer tab={BookingsTab} />;
const card = (el: HTMLElement, title: string) =>
  within(within(el).getByRole('article', { name: title }));
const badgeOf = (el: HTMLElement, title: string) =>
  within(el).getByRole('article', { name: title }).querySelector('[data-slot="badge"]');

/** While the bookings load: the named loader, no list. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Deine Buchungen werden geladen …' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The list fails to load (network error): the message; retrying loads the bookings. */
export const LoadFailed: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    failRequests(kurse, /\/customers\/bookings/, 1);
  }),
  render: fromBackend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Das konnten wir gerade nicht laden. Bitte versuch es noch einmal.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(18);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A customer without bookings: the "no bookings" text. */
export const Empty: Story = {
  parameters: storySetup(logInWithoutBookings),
  render: fromBackend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Du hast noch keine Buchungen.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * Every status of the demo customer, newest first by createdAt (the answer comes oldest first
 * here): badges, dates, product, links, participants, costs with the dash for a free booking, the
 * bill in a new tab, and the ongoing-booking notice on each booking that is not paid.
 */
export const AllStatuses: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    answerOldestFirst(kurse);
  }),
  render: fromBackend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual([
      'Neue Buchung',
      ...[11, 4, 5, 17, 19, 8, 7, 2, 6, 9, 1, 12, 16, 10, 13].map(
        (n) => `Buchung KU-2026-0200${String(n).padStart(2, '0')}`,
      ),
      'Buchung KU-2025-020015',
      'Buchung KU-2025-020014',
    ]);
    const badges: [string, string, string][] = [
      ['Neue Buchung', 'Eingegangen', 'warning'],
      ['Buchung KU-2026-020004', 'Bereit zur Zahlung', 'warning'],
      ['Buchung KU-2026-020005', 'Zahlung ausstehend', 'warning'],
      ['Buchung KU-2026-020001', 'Bezahlt', 'success'],
      ['Buchung KU-2026-020006', 'Abgelehnt', 'warning'],
      ['Buchung KU-2026-020002', 'Bestätigt', 'warning'],
      ['Buchung KU-2026-020007', 'Storniert', 'warning'],
    ];
    for (const [title, text, tone] of badges) {
      await expect(badgeOf(canvasElement, title)).toHaveTextContent(text);
      await expect(badgeOf(canvasElement, title)).toHaveAttribute('data-variant', tone);
    }

    const paid = card(canvasElement, 'Buchung KU-2026-020001');
    await expect(paid.getByText('Gebucht am 24.10.2026')).toBeVisible();
    await expect(paid.getByRole('link', { name: 'Seepferdchen-Kurs' })).toHaveAttribute(
      'href',
      '/schwimmschule-seepferdchen/courses/103',
    );
    await expect(
      paid.getByRole('link', { name: 'Seepferdchen-Kurs · dienstags 16:00 Uhr' }),
    ).toHaveAttribute('href', '/schwimmschule-seepferdchen/courses/103/1031');
    await expect(paid.getByRole('definition')).toHaveTextContent(/^212,95\s€$/);
    const bill = paid.getByRole('link', { name: /Rechnung ansehen/ });
    await expect(bill).toHaveAttribute(
      'href',
      'https://kurse.example/rechnungen/KU-2026-020001.pdf',
    );
    await expect(bill).toHaveAttribute('target', '_blank');
    await expect(bill).toHaveAccessibleName('Rechnung ansehen (öffnet in neuem Tab)');
    await expect(paid.queryByRole('button')).toBeNull();

    // The event hint: when the event starts, or that it has started; none for on-demand content.
    await expect(paid.getByText(/^Beginnt am \d\d\.12\.2026$/)).toBeVisible();
    const started = card(canvasElement, 'Buchung KU-2026-020006');
    await expect(started.getByText(/^Hat am \d\d\.10\.2026 begonnen$/)).toBeVisible();
    const onDemand = card(canvasElement, 'Buchung KU-2026-020008');
    await expect(onDemand.queryByText(/^(Beginnt am|Hat am)/)).toBeNull();

    const free = card(canvasElement, 'Buchung KU-2026-020017');
    await expect(free.getByRole('definition')).toHaveTextContent(/^–$/);
    await expect(free.queryByRole('link', { name: /Rechnung/ })).toBeNull();

    const created = card(canvasElement, 'Neue Buchung');
    await expect(created.getByText('Gebucht am 23.11.2026')).toBeVisible();
    await expect(created.getByText('Teilnehmende: Paul Neumann')).toBeVisible();
    await expect(created.getByText('Diese Buchung ist noch nicht abgeschlossen.')).toBeVisible();

    const approved = card(canvasElement, 'Buchung KU-2026-020002');
    await expect(
      approved.getByText('Teilnehmende: Julia Neumann, Mia Neumann, Paul Neumann'),
    ).toBeVisible();
    const plan = card(canvasElement, 'Buchung KU-2026-020012');
    await expect(plan.getByText('Seepferdchen-Kurs in 4 Raten (Ratenplan)')).toBeVisible();
    // Still open for payment: created and prepared. Pending is paid, its money on the way (SEPA):
    // received and processing, nothing to resume; approved, rejected and canceled are done.
    await expect(canvas.getAllByRole('button', { name: 'Buchung fortsetzen' })).toHaveLength(2);
    const pending = card(canvasElement, 'Buchung KU-2026-020005');
    await expect(
      pending.getByText(
        'Deine Zahlung ist eingegangen und wird bearbeitet. Du musst nichts weiter tun.',
      ),
    ).toBeVisible();
    await expect(pending.queryByText('Diese Buchung ist noch nicht abgeschlossen.')).toBeNull();
    for (const title of [
      'Buchung KU-2026-020005',
      'Buchung KU-2026-020006',
      'Buchung KU-2026-020002',
      'Buchung KU-2026-020007',
    ]) {
      await expect(card(canvasElement, title).queryByRole('button')).toBeNull();
    }
  },
};

/** Resuming the prepared booking makes it the current booking and goes to its checkout. */
export const Resume: Story = {
  parameters: storySetup(logInDemo),
  render: fromBackend,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('article');
    const kurse = kurseOf(context);
    await expect(kurse.services.stores.booking.current).toBeNull();
    const prepared = card(context.canvasElement, 'Buchung KU-2026-020004');
    await userEvent.click(prepared.getByRole('button', { name: 'Buchung fortsetzen' }));
    await expect(kurse.services.stores.booking.current?.id).toBe(20004);
    await expect(kurse.navigations).toEqual(['/codekids-koeln/checkout/20004']);
  },
};

/** In English; the pending booking is being processed, the prepared one is resumed by keyboard. */
export const English: Story = {
  parameters: storySetup(logInDemo),
  globals: { locale: 'en' },
  render: fromBackend,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('article');
    const paid = card(context.canvasElement, 'Booking KU-2026-020001');
    await expect(paid.getByText('Paid')).toBeVisible();
    await expect(paid.getByText('Booked on 24/10/2026')).toBeVisible();
    await expect(paid.getByRole('definition')).toHaveTextContent(/^€212\.95$/);
    await expect(paid.getByRole('link', { name: /View invoice/ })).toBeVisible();
    const pending = card(context.canvasElement, 'Booking KU-2026-020005');
    await expect(
      pending.getByText(
        'Your payment has been received and is being processed. There is nothing more you need to do.',
      ),
    ).toBeVisible();
    await expect(pending.queryByRole('button')).toBeNull();
    const prepared = card(context.canvasElement, 'Booking KU-2026-020004');
    await expect(prepared.getByText("This booking hasn't been completed yet.")).toBeVisible();
    const resume = prepared.getByRole('button', { name: 'Continue booking' });
    resume.focus();
    await userEvent.keyboard('{Enter}');
    const kurse = kurseOf(context);
    await waitFor(() => expect(kurse.navigations).toEqual(['/codekids-koeln/checkout/20004']));
    await expect(kurse.services.stores.booking.current?.id).toBe(20004);
  },
};
