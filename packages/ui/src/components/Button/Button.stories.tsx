import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  tags: ['autodocs', 'stable'],
  component: Button,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — every form and dialog of the app; stories for variants, disabled, pending and keyboard focus.

A button on react-aria-components: variants \`primary\` (default), \`secondary\`, \`outline\`, \`ghost\`
and \`danger\`; sizes \`sm\`, \`md\` (default), \`lg\` and \`icon\`; a pending state with a spinner.

**When to use.** For an action on this page: send a form, open a dialog, save, try again. To go
to another page use \`LinkButton\` (the same looks, but a link) or \`Link\`. One \`primary\` button per
view for the main action; \`outline\`, \`secondary\` or \`ghost\` for the others; \`danger\` only for an
action that deletes or cancels.

**Accessibility.** A native \`<button>\`: Enter and Space press it and focus shows the shared ring.
Its name is its text; an icon-only button (\`size="icon"\`) needs an \`aria-label\`. \`isDisabled\`
takes it out of the tab order. \`isPending\` keeps it focusable but ignores presses, shows a spinner
and reads \`pendingLabel\`.

**Do**

- Start the label with a verb: "Jetzt buchen", "Speichern".
- Use \`isPending\` with a \`pendingLabel\` while its request runs.

**Don't**

- Don't use a button to navigate: use \`LinkButton\`.
- Don't disable a submit button to signal missing input: let the \`Form\` show what is missing.`,
      },
    },
  },
  args: { children: 'Jetzt buchen', onPress: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true, pendingLabel: 'Wird gesendet' } };

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Jetzt buchen' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
