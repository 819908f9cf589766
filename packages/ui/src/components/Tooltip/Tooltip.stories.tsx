import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TooltipTrigger, type TooltipProps } from './Tooltip';
import { Icon } from '../Icon';

const onPress = fn();

/** An icon button ("add to favourites") with its tooltip. */
function FavouriteButton({
  onPress,
  ...props
}: Omit<TooltipProps, 'children'> & { onPress?: () => void }) {
  const label = useI18n().LL.ui.overlays.examples.favourite();
  return (
    <TooltipTrigger>
      <Button variant="outline" size="icon" aria-label={label} onPress={onPress}>
        <Icon name="heart" />
      </Button>
      <Tooltip {...props}>{label}</Tooltip>
    </TooltipTrigger>
  );
}

const meta = {
  title: 'Components/Tooltip',
  tags: ['autodocs', 'beta'],
  component: Tooltip,
  parameters: {
    docs: {
      description: {
        component: `**Status: beta** — no page of the app uses it yet; its use on touch screens is an open question.

A short hint shown when the pointer rests on its trigger (after 300 ms) or the trigger gets
keyboard focus (at once). Put the trigger and the \`Tooltip\` in a \`TooltipTrigger\`.

**When to use.** To name or explain an icon-only button in a word or two. Use a \`Popover\` for
content people must read or act on, and visible text when the hint matters.

**Accessibility.** Read as the trigger's description, not its name: an icon-only button still
needs its \`aria-label\`. Escape hides it. Touch screens never show it, so it must never hold
information found nowhere else.

**Do**

- Keep it to one short line.
- Put it on focusable controls only.

**Don't**

- Don't put links or buttons in a tooltip.
- Don't repeat the button's visible label.`,
      },
    },
  },
  args: { children: null, placement: 'top' },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] },
    children: { control: false },
  },
  render: ({ children: _children, ...args }) => <FavouriteButton {...args} />,
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    // React Aria opens tooltips on hover only once it has seen a pointer (not touch or keyboard).
    await userEvent.click(canvasElement);
    // The click may leave the pointer on the button already: it leaves and comes back.
    const button = screen.getByRole('button', { name: 'Zur Merkliste hinzufügen' });
    await userEvent.unhover(button);
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Zur Merkliste hinzufügen');
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement);
    // The click may leave the pointer on the button already: it leaves and comes back.
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    await userEvent.unhover(button);
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Add to favourites');
  },
};

export const Bottom: Story = { args: { placement: 'bottom' }, play: Open.play };

export const Keyboard: Story = {
  render: ({ children: _children, ...args }) => <FavouriteButton {...args} onPress={onPress} />,
  play: async () => {
    onPress.mockClear();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Zur Merkliste hinzufügen' });
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPress).toHaveBeenCalledTimes(1);
  },
};
