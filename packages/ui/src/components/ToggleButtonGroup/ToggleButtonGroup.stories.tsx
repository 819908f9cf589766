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
  title: 'Components/ToggleButtonGroup',
  tags: ['autodocs', 'stable'],
  component: ToggleButtonGroup,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the list/card and map/list view toggles and the schedule filters; stories for selected, labels, disabled and keyboard.

A segmented control of \`ToggleButton\`s. With \`selectionMode="single"\` (default) one button is
always on; with \`multiple\` any number.

**When to use.** To switch the view of what is shown (list or cards, day or week). Use \`Tabs\` when
each choice shows different content, and a \`RadioGroup\` for a choice sent with a form.

**Accessibility.** Give the group an \`aria-label\`. Single selection is a radio group, several a
toolbar: Tab reaches it, arrow keys move between buttons, Space or Enter selects. An icon-only
button needs its own \`aria-label\` ("Listenansicht").

**Do**

- Keep two to four short options.
- Show text labels where there is room (\`WithLabels\`).

**Don't**

- Don't use it to submit or navigate.
- Don't leave icon-only buttons without names.`,
      },
    },
  },
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
