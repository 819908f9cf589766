import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiProvider } from '../UiProvider';
import { LinkButton } from './LinkButton';

const navigate = fn();

/** The example link text from the catalogue. */
function BookText() {
  return <>{useI18n().LL.ui.overlays.examples.bookCourse()}</>;
}

const meta = {
  title: 'Components/LinkButton',
  tags: ['autodocs', 'stable'],
  component: LinkButton,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — "Jetzt buchen" and other calls to action that lead to a page; stories for variants, disabled, external and keyboard.

A link that looks like a \`Button\` (same variants and sizes), for navigation such as "Jetzt buchen"
to the event page. Internal paths go through the router given to \`UiProvider\`; external addresses
open in a new tab and say so.

**When to use.** When the main call to action of a view leads to another page. Use a \`Button\` when
pressing it does something here (sends, opens a dialog), and a \`Link\` in text.

**Accessibility.** A native \`<a href>\`: screen readers call it a link, Enter follows it (Space does
not, as for every link). Its name is its text; external ones add "(öffnet in neuem Tab)".

**Do**

- Start the text with a verb that says where it leads.
- Use one primary \`LinkButton\` or \`Button\` per view.

**Don't**

- Don't use it to submit a form or open a dialog.
- Don't give it \`onPress\` logic that replaces the navigation.`,
      },
    },
  },
  args: { href: '/kinderturnen-berlin/courses/12/34' },
  render: (args) => (
    <LinkButton {...args}>
      <BookText />
    </LinkButton>
  ),
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <UiProvider navigate={navigate}>
        <Story />
      </UiProvider>
    ),
  ],
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline', size: 'sm' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const External: Story = {
  args: { href: 'https://www.example.com', variant: 'outline' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', {
      name: 'Book now (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Jetzt buchen' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/kinderturnen-berlin/courses/12/34', undefined);
  },
};
