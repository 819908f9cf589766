import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdRequests } from '../../core/test';
import { kurseOf, storyServices, storySetup } from '../../core/test';
import { ContractConfirmPage } from './ContractConfirmPage';

const SWIM = 'schwimmschule-seepferdchen';
const FROM = `?from=%2F${SWIM}%2Fcourses%2F103&courseId=103&eventId=1031`;

/**
 * The new-contract page: a modal named by the product over the page, against the demo backend.
 * Spec: transactions §2 New contract modal, §3 Product, §8 Contract errors (product load).
 */
const meta = {
  ...storyServices,
  title: 'Pages/ContractConfirmPage',
  component: ContractConfirmPage,
  parameters: {
    layout: 'fullscreen',
    // Each story is a modal: on the docs page every one gets a frame of its own, so the modals,
    // their scroll lock and the page hidden behind them do not pile up on one page.
    docs: { story: { inline: false, height: '800px' } },
  },
  globals: { viewport: { value: 'w1280' } },
  args: { params: { id: '7001' }, search: FROM },
} satisfies Meta<typeof ContractConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once the product has loaded and the dialog has faded in. */
const dialogOf = async (canvasElement: HTMLElement, name?: string | RegExp) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    name === undefined ? {} : { name },
    { timeout: 5000 },
  );
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** A term of the product's list by its label, e.g. "Kosten". */
const termOf = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** While the product loads: the loader (after its delay), "loading" as the document title. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/products\//)),
  play: async (context) => {
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(await body.findByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Wird geladen … – Kurse'));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/**
 * A plan (eventOnly, invoice anchor start_date): 49 € per month, the total cost of 4 rates
 * (196 €), no invoice anchor, no other events; its one event with its dates.
 */
export const Plan: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Seepferdchen-Kurs in 4 Raten');
    await expect(dialog.getByText('Ratenplan')).toBeVisible();
    await expect(termOf(dialog, 'Kosten')).toMatch(/^49,00\s€ pro Monat$/);
    await expect(termOf(dialog, 'Gesamtkosten')).toMatch(/^196,00\s€$/);
    await expect(termOf(dialog, 'Zahlungsintervall')).toBe('1 Monat');
    await expect(termOf(dialog, 'Laufzeit')).toBe('4 Raten');
    await expect(dialog.queryByText('Abrechnung')).toBeNull();
    await expect(dialog.queryByText('Weitere Termine dieses Angebots')).toBeNull();
    await expect(dialog.getByText('Seepferdchen-Kurs · dienstags 16:00 Uhr')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Mehr lesen' })).toBeNull();
  },
};

/**
 * A subscription with three events (not eventOnly): the description is cut with "read more"
 * (317 characters), the invoice anchor shows, no total cost; the event of the `eventId` query is
 * chosen and the two others are listed.
 */
export const SubscriptionReadMore: Story = {
  args: { params: { id: '7002' }, search: '?eventId=2012' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Kinderturnwelt Monatsabo');
    await expect(dialog.getByText('Abo', { selector: '[data-slot="badge"]' })).toBeVisible();
    const more = dialog.getByRole('button', { name: 'Mehr lesen' });
    await expect(dialog.getByText(/Eine Aufnahmegebühr gibt es nicht\.$/)).not.toBeVisible();
    await userEvent.click(more);
    await expect(dialog.getByText(/Eine Aufnahmegebühr gibt es nicht\.$/)).toBeVisible();
    await expect(termOf(dialog, 'Abrechnung')).toBe('zum Beginn des Zeitraums');
    await expect(dialog.queryByText('Gesamtkosten')).toBeNull();
    await expect(dialog.getByText('Kinderturnen · mittwochs 16:30 Uhr')).toBeVisible();
    const others = within(dialog.getByRole('list'));
    await expect(others.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Kinderturnen · montags 15:30 Uhr',
      'Tanzzwerge · dienstags 15:00 Uhr',
    ]);
  },
};

/** A yearly membership: invoices at the end of the period; the other event is listed. */
export const MembershipEndOfPeriod: Story = {
  args: { params: { id: '7003' }, search: '' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Jahresmitgliedschaft Klangwiese');
    await expect(dialog.getByText('Mitgliedschaft')).toBeVisible();
    await expect(termOf(dialog, 'Kosten')).toMatch(/^199,00\s€ pro Jahr$/);
    await expect(termOf(dialog, 'Abrechnung')).toBe('zum Ende des Zeitraums');
    await expect(dialog.getByText('Früherziehung · dienstags 15:30 Uhr')).toBeVisible();
  },
};

/** A yearly license of an on-demand course: invoices in the middle of the period. */
export const LicenseMiddleOfPeriod: Story = {
  args: { params: { id: '7004' }, search: '' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Jahreslizenz Yoga für Zuhause');
    await expect(dialog.getByText('Lizenz')).toBeVisible();
    await expect(termOf(dialog, 'Abrechnung')).toBe('zur Mitte des Zeitraums');
  },
};

/** Every two weeks: "alle 2 Wochen" and the interval of 2 weeks. */
export const Biweekly: Story = {
  args: { params: { id: '7005' }, search: '' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Töpfern im Abo');
    await expect(termOf(dialog, 'Kosten')).toMatch(/^45,00\s€ alle 2 Wochen$/);
    await expect(termOf(dialog, 'Zahlungsintervall')).toBe('2 Wochen');
  },
};

/**
 * A protected event: the password first (a wrong one is marked at the field), the form after the
 * right one.
 */
export const Protected: Story = {
  args: { params: { id: '7007' }, search: '' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Vereinsmitgliedschaft Jugendschach');
    await expect(dialog.queryByRole('form')).toBeNull();
    const password = dialog.getByLabelText(/Passwort für diesen Termin/);
    await userEvent.type(password, 'falsch{Enter}');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(password);
    await userEvent.type(password, 'springer{Enter}');
    await expect(await dialog.findByRole('form', { name: 'Abo abschließen' })).toBeVisible();
    await expect(dialog.queryByLabelText(/Passwort für diesen Termin/)).toBeNull();
  },
};

/** Close and cancel return to the `from` path. */
export const CloseToFrom: Story = {
  play: async (context) => {
    const dialog = await dialogOf(context.canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Schließen' }));
    await expect(kurseOf(context).navigations.at(-1)).toBe(`/${SWIM}/courses/103`);
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await expect(kurseOf(context).navigations).toEqual([
      `/${SWIM}/courses/103`,
      `/${SWIM}/courses/103`,
    ]);
  },
};

/** Without `from`: the course of `courseId`; without both: the product's provider page. */
export const CloseWithoutFrom: Story = {
  args: { search: '?courseId=103' },
  play: async (context) => {
    const dialog = await dialogOf(context.canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(kurseOf(context).navigations.at(-1)).toBe(`/${SWIM}/courses/103`);
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** Neither `from` nor `courseId`: the provider page. */
export const CloseToProvider: Story = {
  args: { search: '' },
  play: async (context) => {
    const dialog = await dialogOf(context.canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await expect(kurseOf(context).navigations.at(-1)).toBe(`/${SWIM}`);
  },
};

/** Status 500 on loading the product: the modal with the unknown error and the code. */
export const ProductServerError: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('product-server-error')),
  play: async (context) => {
    const dialog = await dialogOf(
      context.canvasElement,
      'Das Angebot kann gerade nicht geladen werden',
    );
    await expect(
      dialog.getByText(
        'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('Fehlercode: 500')).toBeVisible();
    await userEvent.click(dialog.getAllByRole('button', { name: 'Schließen' })[1] as HTMLElement);
    await expect(kurseOf(context).navigations).toEqual([`/${SWIM}/courses/103`]);
  },
};

/** An unknown product: the not-found text. */
export const ProductNotFound: Story = {
  args: { params: { id: '99999' }, search: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Dieses Angebot konnten wir leider nicht finden.'),
    ).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Seepferdchen-Kurs in 4 Raten');
    await expect(dialog.getByText('Instalment plan')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Subscribe and pay' })).toBeVisible();
  },
};
