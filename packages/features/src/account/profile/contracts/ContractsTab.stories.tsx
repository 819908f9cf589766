import { FIXTURES } from '@kurse/api-mock';
import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failRequests } from '../../../core/test';
import { holdRequests } from '../../../core/test';
import { kurseOf, logInDemo, storyServices, storySetup, type StoryKurse } from '../../../core/test';
import { useCustomerContracts } from '../use-profile-data';
import { ContractsTab, type ContractsTabProps } from './ContractsTab';

/**
 * The tab as the profile shows it: under the tab's heading, fed by the logged-in customer's list
 * from the demo backend, which reloads after a change (the story's `load` arg is not used).
 */
function DemoContractsTab({ onChanged, ...props }: Omit<ContractsTabProps, 'load'>) {
  const { LL } = useI18n();
  const { load, reload } = useCustomerContracts(true);
  const changed = () => {
    onChanged();
    reload();
  };
  return (
    <section aria-labelledby="contracts-title" className="flex flex-col gap-4">
      <h2 id="contracts-title" className="text-xl font-semibold">
        {LL.account.tabs.contracts()}
      </h2>
      <ContractsTab {...props} load={load} onChanged={changed} />
    </section>
  );
}

const meta = {
  ...storyServices,
  title: 'Features/Account/ContractsTab',
  component: ContractsTab,
  args: { load: { status: 'loading' }, onChanged: fn() },
  argTypes: { load: { control: false } },
  parameters: { layout: 'padded', ...storySetup(logInDemo) },
  globals: { viewport: { value: 'w992' } },
  render: ({ load: _load, ...args }) => <DemoContractsTab {...args} />,
} satisfies Meta<typeof ContractsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const { contracts: C, customers } = FIXTURES;
const LIST = /\/customers\/product_contracts(\?|$)/;
const ONE = /\/customers\/product_contracts\/\d+/;

/** The demo customer's contracts, oldest first, as the cards show them (Europe/Berlin dates). */
const SEED_CARDS = [
  {
    name: 'Jahresmitgliedschaft Klangwiese',
    event: 'Musikgarten · montags 16:00 Uhr',
    badge: ['Abgelaufen', 'neutral'],
    lines: ['Beginn: 19.10.2025', '199,00 € pro Jahr', 'Endet am 19.10.2026'],
    courses: [
      ['Musikgarten', '/musikgarten-klangwiese/courses/109'],
      ['Musikalische Früherziehung', '/musikgarten-klangwiese/courses/110'],
    ],
  },
  {
    name: 'Jahreslizenz Yoga für Zuhause',
    event: 'Videokurs',
    badge: ['Abgelaufen', 'neutral'],
    lines: ['Beginn: 08.11.2025', '89,00 € pro Jahr', 'Endet am 08.11.2026'],
    courses: [['Yoga für Zuhause – Videokurs', '/yogamama-muenchen/courses/115']],
  },
  {
    name: 'Kinderturnwelt Monatsabo',
    event: 'Kinderturnen · montags 15:30 Uhr',
    badge: ['Läuft', 'warning'],
    lines: ['Beginn: 15.08.2026', '39,00 € pro Monat', 'Gekündigt zum 13.12.2026'],
    courses: [
      ['Kinderturnen', '/kinderturnwelt-berlin-mitte/courses/201'],
      ['Tanzzwerge', '/kinderturnwelt-berlin-mitte/courses/202'],
    ],
  },
  {
    name: 'Töpfern im Abo',
    event: 'Töpferkurs · dienstags 15:00 Uhr',
    badge: ['Gekündigt', 'warning'],
    lines: ['Beginn: 24.09.2026', '45,00 € alle 2 Wochen', 'Endet am 04.12.2026'],
    courses: [['Töpferkurs für Kinder', '/toepferwerkstatt-tonart/courses/107']],
  },
  {
    name: 'Seepferdchen-Kurs in 4 Raten',
    event: 'Seepferdchen-Kurs · dienstags 16:00 Uhr',
    badge: ['Ratenplan', 'info'],
    lines: ['Beginn: 09.10.2026', '49,00 € pro Monat', 'Endet am 06.02.2027'],
    courses: [['Seepferdchen-Kurs', '/schwimmschule-seepferdchen/courses/103']],
  },
] as const;

const cardNames = (canvas: Canvas) =>
  canvas
    .getAllByRole('article')
    .map((a: HTMLElement) => within(a).getByRole('heading', { level: 3 }).textContent);
const badgeOf = (article: HTMLElement) => article.querySelector('[data-slot="badge"]');
/** The card's facts: start, price per interval, date line. */
const linesOf = (article: HTMLElement) =>
  within(within(article).getAllByRole('list')[0] ?? article)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** The demo customer with the subscription 30002 running (no cancellation date set). */
async function runningSubscription(kurse: StoryKurse) {
  await logInDemo(kurse);
  const record = kurse.mock.db.contracts.find((c) => c.contract.id === C.cancelAt.id);
  if (!record) throw new Error(`The seed has no contract ${C.cancelAt.id}.`);
  record.contract.cancelAt = null;
  record.contract.cancelsAt = null;
}
const statusOf = (kurse: StoryKurse, id: number) =>
  kurse.mock.db.contracts.find((c) => c.contract.id === id)?.contract.status;

/** Every contract of the demo customer: oldest first, each status and badge, dates and links. */
export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article', {}, { timeout: 5000 });
    await expect(cardNames(canvas)).toEqual(SEED_CARDS.map((c) => c.name));
    for (const expected of SEED_CARDS) {
      const article = canvas.getByRole('article', { name: expected.name });
      await expect(within(article).getByText(expected.event)).toBeVisible();
      await expect(badgeOf(article)).toHaveTextContent(expected.badge[0]);
      await expect(badgeOf(article)).toHaveAttribute('data-variant', expected.badge[1]);
      await expect(linesOf(article)).toEqual(expected.lines);
      const courses = within(within(article).getByRole('list', { name: 'Zugehörige Angebote' }));
      await expect(
        courses.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')]),
      ).toEqual(expected.courses);
    }
  },
};

/** Cancelling is switched off: every card's button is disabled and explained. */
export const CancelDisabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article', {}, { timeout: 5000 });
    const buttons = canvas.getAllByRole('button', { name: 'Kündigen' });
    await expect(buttons).toHaveLength(SEED_CARDS.length);
    for (const button of buttons) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(
        'Die Kündigung ist hier nicht möglich. Bitte wende dich an den Anbieter.',
      );
    }
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** While the list loads: the named loader, no cards yet. */
export const Loading: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    holdRequests(kurse, LIST);
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Deine Abos und Verträge werden geladen …' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The list fails to load: the message and a retry that loads it. */
export const LoadFailed: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    failRequests(kurse, LIST, 1);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(
      'Das konnten wir gerade nicht laden. Bitte versuch es noch einmal.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(SEED_CARDS.length);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A customer without contracts: the empty text. */
export const Empty: Story = {
  parameters: storySetup(async ({ services }) => {
    const { email, password } = customers.noBookings;
    const result = await services.api.POST('/customers/login', {
      body: { customer: { email, password } },
    });
    if (!result.ok) throw new Error('The login failed.');
    services.stores.session.user = result.data;
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Du hast noch keine Abos oder Verträge.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** `/me/contracts/30005`: only that contract, and the link back to all of them. */
export const OneContract: Story = {
  args: { contractId: C.canceled.id },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const article = await canvas.findByRole('article', {}, { timeout: 5000 });
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(article).toHaveAccessibleName('Töpfern im Abo');
    await expect(badgeOf(article)).toHaveTextContent('Gekündigt');
    const back = canvas.getByRole('link', { name: 'Alle Abos und Verträge' });
    await expect(back).toHaveAttribute('href', '/me/contracts');
    await userEvent.click(back);
    await expect(kurseOf(context).navigations).toEqual(['/me/contracts']);
  },
};

/** `/me/contracts/99999`, not one of the customer's: the not-found text and the way back. */
export const UnknownContract: Story = {
  args: { contractId: 99999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Diesen Vertrag gibt es in deinem Konto nicht.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Alle Abos und Verträge' })).toBeVisible();
  },
};

/**
 * Cancelling switched on: only running contracts offer it. Confirming cancels on the server, the
 * list reloads and the card shows the new status and date; the focus stays on the card.
 */
export const CancelConfirmed: Story = {
  args: { cancellationEnabled: true },
  parameters: storySetup(runningSubscription),
  play: async (context) => {
    const { canvasElement, args } = context;
    const kurse = kurseOf(context);
    const canvas = within(canvasElement);
    const article = await canvas.findByRole(
      'article',
      { name: 'Kinderturnwelt Monatsabo' },
      { timeout: 5000 },
    );
    await expect(canvas.getAllByRole('button', { name: 'Kündigen' })).toHaveLength(2);
    await expect(badgeOf(article)).toHaveTextContent('Läuft');
    await expect(badgeOf(article)).toHaveAttribute('data-variant', 'success');
    await expect(linesOf(article)[2]).toBe('Nächster Zeitraum ab 13.12.2026');
    await userEvent.click(within(article).getByRole('button', { name: 'Kündigen' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: '„Kinderturnwelt Monatsabo“ kündigen?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Möchtest du diesen Vertrag wirklich kündigen?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, kündigen' }));
    await waitFor(() => expect(badgeOf(article)).toHaveTextContent('Gekündigt'));
    await expect(badgeOf(article)).toHaveAttribute('data-variant', 'warning');
    await expect(linesOf(article)[2]).toBe('Gekündigt zum 13.12.2026');
    await expect(statusOf(kurse, C.cancelAt.id)).toBe('canceled');
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await expect(within(article).getByRole('status')).toHaveTextContent(
      'Dein Vertrag ist gekündigt.',
    );
    await expect(within(article).queryByRole('button', { name: 'Kündigen' })).toBeNull();
    await waitFor(() => expect(within(article).getByRole('heading', { level: 3 })).toHaveFocus());
  },
};

/** Cancelling switched on, the question dismissed by keyboard: nothing is sent, focus returns. */
export const CancelDismissed: Story = {
  args: { cancellationEnabled: true },
  parameters: storySetup(runningSubscription),
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const article = await canvas.findByRole(
      'article',
      { name: 'Kinderturnwelt Monatsabo' },
      { timeout: 5000 },
    );
    const button = within(article).getByRole('button', { name: 'Kündigen' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Nicht kündigen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(statusOf(kurseOf(context), C.cancelAt.id)).toBe('activated');
    await expect(badgeOf(article)).toHaveTextContent('Läuft');
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** The cancellation fails (no answer): the alert says so, the contract stays as it was. */
export const CancelFailed: Story = {
  args: { cancellationEnabled: true },
  parameters: storySetup(async (kurse) => {
    await runningSubscription(kurse);
    failRequests(kurse, ONE);
  }),
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const article = await canvas.findByRole(
      'article',
      { name: 'Kinderturnwelt Monatsabo' },
      { timeout: 5000 },
    );
    await userEvent.click(within(article).getByRole('button', { name: 'Kündigen' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, kündigen' }));
    await expect(await within(article).findByRole('alert')).toHaveTextContent(
      'Die Kündigung hat nicht geklappt. Dein Vertrag läuft unverändert weiter. Bitte versuch es später noch einmal.',
    );
    await expect(statusOf(kurseOf(context), C.cancelAt.id)).toBe('activated');
    await expect(badgeOf(article)).toHaveTextContent('Läuft');
    await expect(within(article).getByRole('button', { name: 'Kündigen' })).toBeEnabled();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** English: names, badges, dates and the disabled button's explanation. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article', {}, { timeout: 5000 });
    await expect(canvas.getAllByRole('article').map((a) => badgeOf(a)?.textContent)).toEqual([
      'Expired',
      'Expired',
      'Running',
      'Cancelled',
      'Instalment plan',
    ]);
    const pottery = canvas.getByRole('article', { name: 'Töpfern im Abo' });
    await expect(linesOf(pottery)).toEqual([
      'Start: 24/09/2026',
      '€45.00 every 2 weeks',
      'Ends on 04/12/2026',
    ]);
    await expect(
      within(pottery).getByRole('button', { name: 'Cancel' }),
    ).toHaveAccessibleDescription("Cancelling isn't possible here. Please contact the provider.");
  },
};
