import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { CatalogueText } from '../../components/Field/CatalogueText';
import { ContractCard, type ContractCardProps } from './ContractCard';

const de = messagesFor('de');
const en = messagesFor('en');

/** A card whose button moves the focus to the title, as a card does after a cancellation. */
function FocusingCard(props: ContractCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <ContractCard {...props} titleRef={titleRef}>
      <Button variant="outline" onPress={() => titleRef.current?.focus()}>
        <CatalogueText get={(LL) => LL.contracts.card.cancelButton()} />
      </Button>
    </ContractCard>
  );
}

const meta = {
  title: 'Components/ContractCard',
  tags: ['autodocs', 'stable'],
  component: ContractCard,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the profile's contracts tab; stories for plan, cancelled, sparse and focus after a change.

One contract as a card: product and event name, the status badge (domain \`contractBadge\`), start
date, price per interval and the end, cancellation date or next period (domain
\`contractDateLine\`, dates in Europe/Berlin), then what the caller adds (courses, cancel button).

**When to use.** For a customer's contracts. The feature reads the data and keeps the state; the
card only shows it.

**Accessibility.** An \`<article>\` named by its title (an \`h3\`). After a change (a cancellation)
the feature moves focus to the title through \`titleRef\`, so screen readers hear the new state.

**Do**

- Pass the badge and date line from the domain rules.
- Put the cancel button in \`children\`, after the facts.

**Don't**

- Don't rebuild the status text: it comes from the catalogue (\`states.contract\`).
- Don't make the whole card a link.`,
      },
    },
  },
  args: {
    name: 'Seepferdchen-Kurs in 4 Raten',
    eventName: 'Seepferdchen-Kurs · dienstags 16:00 Uhr',
    badge: { tone: 'info', label: 'plan' },
    startedAt: '2026-10-09T08:00:00Z',
    price: '49,00 € pro Monat',
    dateLine: { kind: 'end', date: '2027-02-06T08:00:00Z' },
  },
  render: (args) => (
    <div className="w-[min(100vw-2rem,36rem)]">
      <FocusingCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ContractCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const facts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getAllByRole('list')[0] ?? canvasElement)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** A plan: the info badge, start, price per interval and end date, named by its title. */
export const Plan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAccessibleName('Seepferdchen-Kurs in 4 Raten');
    const badge = canvasElement.querySelector('[data-slot="badge"]');
    await expect(badge).toHaveTextContent(de.states.contract.plan());
    await expect(badge).toHaveAttribute('data-variant', 'info');
    await expect(facts(canvasElement)).toEqual([
      de.contracts.card.startDate({ date: '09.10.2026' }),
      '49,00 € pro Monat',
      de.contracts.card.end({ date: '06.02.2027' }),
    ]);
  },
};

/** Cancelled: the warning badge and the date it ends. */
export const Cancelled: Story = {
  args: {
    badge: { tone: 'warning', label: 'canceled' },
    dateLine: { kind: 'cancel', date: '2026-12-31T12:00:00Z' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveAttribute(
      'data-variant',
      'warning',
    );
    await expect(
      within(canvasElement).getByText(de.contracts.card.cancel({ date: '31.12.2026' })),
    ).toBeVisible();
  },
};

/** Expired, without event, start or price: the neutral badge and the next period only. */
export const Sparse: Story = {
  args: {
    eventName: null,
    startedAt: null,
    price: null,
    badge: { tone: 'secondary', label: 'expired' },
    dateLine: { kind: 'nextPeriod', date: '2026-11-01T12:00:00Z' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveAttribute(
      'data-variant',
      'neutral',
    );
    await expect(facts(canvasElement)).toEqual([
      de.contracts.card.nextPeriod({ date: '01.11.2026' }),
    ]);
  },
};

/** The caller's button moves the focus to the title (which takes focus by script only). */
export const FocusTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: de.contracts.card.cancelButton() }));
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en.states.contract.plan())).toBeVisible();
  },
};
