import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from './ToggleButtonGroup';
import { Icon } from '../Icon';

/** The list/card view toggle of course lists and the search. */
function ViewToggle({ withLabels, ...props }: ToggleButtonGroupProps & { withLabels?: boolean }) {
  const { LL } = useI18n();
  const examples = LL.ui.overlays.examples;
  return (
    <ToggleButtonGroup {...props} aria-label={examples.viewMode()}>
      <ToggleButton id="list" aria-label={withLabels ? undefined : examples.listView()}>
        <Icon name="list" size="sm" />
        {withLabels && examples.listView()}
      </ToggleButton>
      <ToggleButton id="cards" aria-label={withLabels ? undefined : examples.cardView()}>
        <Icon name="grid" size="sm" />
        {withLabels && examples.cardView()}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

const meta = {
  title: 'Primitives/ToggleButtonGroup',
  component: ToggleButtonGroup,
  args: { defaultSelectedKeys: ['list'], onSelectionChange: fn() },
  render: (args) => <ViewToggle {...args} />,
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Ansicht' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Listenansicht' })).toBeChecked();
  },
};

export const CardsSelected: Story = { args: { defaultSelectedKeys: ['cards'] } };

export const WithLabels: Story = {
  render: (args) => <ViewToggle {...args} withLabels />,
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => <ViewToggle {...args} withLabels />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('radio', { name: 'Card view' }),
    ).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const list = canvas.getByRole('radio', { name: 'Listenansicht' });
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const cards = canvas.getByRole('radio', { name: 'Kartenansicht' });
    await expect(cards).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(cards).toBeChecked();
    await expect(list).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledWith(new Set(['cards']));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(list).toBeChecked();
  },
};
