import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const tabs = [
  { id: 'bookings', count: 3 },
  { id: 'onDemand', count: 0 },
  { id: 'contracts', count: 1 },
  { id: 'providers', count: 12 },
  { id: 'accountTab', count: undefined },
] as const;

/** The profile tabs of /me with count badges. */
function ProfileTabs(props: Parameters<typeof Tabs>[0]) {
  const { LL } = useI18n();
  const examples = LL.ui.overlays.examples;
  return (
    <Tabs {...props} className="w-full max-w-2xl">
      <TabList aria-label={examples.tabsLabel()}>
        {tabs.map(({ id, count }) => (
          <Tab key={id} id={id} count={count}>
            {examples[id]()}
          </Tab>
        ))}
      </TabList>
      {tabs.map(({ id }) => (
        <TabPanel key={id} id={id}>
          <p>{examples.tabContent()}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  tags: ['autodocs', 'stable'],
  component: Tabs,
  args: { onSelectionChange: fn() },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**Status: stable** — the profile's bookings, on-demand, contracts, providers and account tabs; stories for counts, disabled, narrow and keyboard.

\`Tabs\` with a \`TabList\` of \`Tab\`s and one \`TabPanel\` per tab, linked by \`id\`. A \`Tab\` may show a
\`count\`. The list scrolls sideways when the tabs do not fit.

**When to use.** To switch between views of the same thing that people do not need side by side:
the profile's sections. Use links when each view is its own page, and \`Disclosure\`s when people
may want several open at once.

**Accessibility.** A \`tablist\` (give it an \`aria-label\`) of \`tab\`s: Tab reaches the chosen tab,
arrow keys move and select, Home and End jump. The count is read as part of the tab's name
("Buchungen (3 Einträge)"). A panel without focusable content takes focus after the list.

**Do**

- Keep tab names short, one or two words.
- Show a \`count\` when it helps to choose.

**Don't**

- Don't use tabs for steps that must be done in order.
- Don't put tabs inside tabs.`,
      },
    },
  },
  render: (args) => <ProfileTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveAccessibleName(
      'Buchungen (3 Einträge)',
    );
    await expect(canvas.getByRole('tab', { name: 'Verträge (1 Eintrag)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Konto' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Bookings (3 items)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Contracts (1 item)' })).toBeVisible();
  },
};

export const SelectedContracts: Story = { args: { defaultSelectedKey: 'contracts' } };

export const DisabledTab: Story = { args: { disabledKeys: ['onDemand'] } };

/** On narrow screens the tab row scrolls sideways instead of wrapping. */
export const NarrowScroll: Story = {
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /^Buchungen/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const onDemand = canvas.getByRole('tab', { name: /^On-Demand/ });
    await expect(onDemand).toHaveFocus();
    await expect(onDemand).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('onDemand');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Konto' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: /^Buchungen/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};
