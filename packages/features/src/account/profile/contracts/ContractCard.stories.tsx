import type { Contract } from '@kurse/api-client';
import { FIXTURES } from '@kurse/api-mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { kurseOf, logInDemo, storyServices, storySetup, type StoryKurse } from '../../../core/test';
import { ContractCard } from './ContractCard';

/** The contract each story shows, loaded in its setup (`GET /customers/product_contracts/{id}`). */
const loaded = new WeakMap<StoryKurse, Contract>();

/** Logs the demo customer in, lets `change` adjust the stored contract, then loads it. */
const withContract = (id: number, change?: (contract: Contract) => void) =>
  storySetup(async (kurse) => {
    await logInDemo(kurse);
    const record = kurse.mock.db.contracts.find((c) => c.contract.id === id);
    if (!record) throw new Error(`The seed has no contract ${id}.`);
    change?.(record.contract);
    const result = await kurse.services.api.GET('/customers/product_contracts/{id}', {
      params: { path: { id } },
    });
    if (!result.ok) throw new Error(`The contract ${id} did not load.`);
    loaded.set(kurse, result.data);
  });

const { contracts: C } = FIXTURES;

const meta = {
  ...storyServices,
  title: 'Features/Account/ContractCard',
  component: ContractCard,
  args: {
    contract: { id: 0, status: 'activated', active: true },
    cancellationEnabled: false,
    onChanged: fn(),
  },
  argTypes: { contract: { control: false } },
  parameters: { layout: 'padded', ...withContract(C.plan.id) },
  globals: { viewport: { value: 'w768' } },
  render: (args, context) => (
    <ContractCard {...args} contract={loaded.get(kurseOf(context)) ?? args.contract} />
  ),
} satisfies Meta<typeof ContractCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');
const badge = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="badge"]');
/** The card's facts: start, price per interval, date line. */
const facts = (canvasElement: HTMLElement) =>
  within(within(card(canvasElement)).getAllByRole('list')[0] ?? canvasElement)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** A plan (30001): the info badge "Ratenplan" whatever its status, its end date, its course. */
export const Plan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvasElement)).toHaveAccessibleName('Seepferdchen-Kurs in 4 Raten');
    await expect(canvas.getByText('Seepferdchen-Kurs · dienstags 16:00 Uhr')).toBeVisible();
    await expect(badge(canvasElement)).toHaveTextContent('Ratenplan');
    await expect(badge(canvasElement)).toHaveAttribute('data-variant', 'info');
    await expect(facts(canvasElement)).toEqual([
      'Beginn: 09.10.2026',
      '49,00 € pro Monat',
      'Endet am 06.02.2027',
    ]);
    await expect(canvas.getByRole('link', { name: 'Seepferdchen-Kurs' })).toHaveAttribute(
      'href',
      '/schwimmschule-seepferdchen/courses/103',
    );
    await expect(canvas.getByRole('button', { name: 'Kündigen' })).toBeDisabled();
  },
};

/** A running subscription (30002 without its cancellation date): success badge, next period. */
export const Running: Story = {
  parameters: withContract(C.cancelAt.id, (c) => {
    c.cancelAt = null;
    c.cancelsAt = null;
  }),
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('Läuft');
    await expect(badge(canvasElement)).toHaveAttribute('data-variant', 'success');
    await expect(facts(canvasElement)).toEqual([
      'Beginn: 15.08.2026',
      '39,00 € pro Monat',
      'Nächster Zeitraum ab 13.12.2026',
    ]);
  },
};

/** A running subscription set to end (30002, cancelAt): warning badge, the cancel date. */
export const EndingSubscription: Story = {
  parameters: withContract(C.cancelAt.id),
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('Läuft');
    await expect(badge(canvasElement)).toHaveAttribute('data-variant', 'warning');
    await expect(facts(canvasElement)[2]).toBe('Gekündigt zum 13.12.2026');
    await expect(
      within(canvasElement)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Kinderturnen', 'Tanzzwerge']);
  },
};

/** An ended membership (30003): inactive, so "Abgelaufen" in the neutral tone. */
export const Ended: Story = {
  parameters: withContract(C.ended.id),
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('Abgelaufen');
    await expect(badge(canvasElement)).toHaveAttribute('data-variant', 'neutral');
    await expect(facts(canvasElement)).toEqual([
      'Beginn: 19.10.2025',
      '199,00 € pro Jahr',
      'Endet am 19.10.2026',
    ]);
  },
};

/**
 * No start, no interval, no courses, no event: only the price, and no empty list of offers. The
 * disabled cancel button keeps its explanation.
 */
export const Sparse: Story = {
  parameters: withContract(C.canceled.id, (c) => {
    c.startedAt = null;
    c.courses = [];
    c.event = null;
    if (c.product) c.product = { ...c.product, intervalType: null };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(facts(canvasElement)).toEqual(['45,00 €', 'Endet am 04.12.2026']);
    await expect(canvas.queryByRole('heading', { level: 4 })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Kündigen' })).toHaveAccessibleDescription(
      'Die Kündigung ist hier nicht möglich. Bitte wende dich an den Anbieter.',
    );
  },
};

/** Cancelling switched on but the contract is not running (30005 is cancelled): no button. */
export const EnabledNotCancellable: Story = {
  args: { cancellationEnabled: true },
  parameters: withContract(C.canceled.id),
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('Gekündigt');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** English: the plan's badge, dates, price and the cancel button's explanation. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('Instalment plan');
    await expect(facts(canvasElement)).toEqual([
      'Start: 09/10/2026',
      '€49.00 per month',
      'Ends on 06/02/2027',
    ]);
    await expect(within(canvasElement).getByRole('list', { name: 'Related offers' })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cancel' }),
    ).toHaveAccessibleDescription("Cancelling isn't possible here. Please contact the provider.");
  },
};
