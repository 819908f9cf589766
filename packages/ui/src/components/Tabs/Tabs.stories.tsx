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
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  parameters: { layout: 'padded' },
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
