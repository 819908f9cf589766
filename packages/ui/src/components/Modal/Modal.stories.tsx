import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, Modal } from './Modal';
import { DialogTrigger } from '.';

/** The event booking page in short: a heading, a text and the close button. */
function BookingDialog() {
  const { LL } = useI18n();
  const examples = LL.ui.overlays.examples;
  return (
    <Dialog title={examples.bookingTitle()}>
      <p>{examples.bookingText()}</p>
    </Dialog>
  );
}

function TriggerText() {
  return <>{useI18n().LL.ui.overlays.examples.bookCourse()}</>;
}

const meta = {
  title: 'Components/Modal',
  tags: ['autodocs', 'stable'],
  component: Modal,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the booking and contract steps, payment results and error dialogs; stories for sizes, phone sheet, dismiss and keyboard.

A modal overlay that blocks the page behind it, holding a \`Dialog\` (a heading that names it, a close
button "Schließen" and a scrolling body). Sizes \`sm\` to \`xl\`; on phones a sheet from the bottom
(\`mobile="sheet"\`, default) or centred. Open it from a \`DialogTrigger\` or with \`isOpen\` /
\`onOpenChange\`.

**When to use.** For a task that must be finished or left before going on: a booking step, a
payment result. Use a \`Popover\` for light content next to its trigger, an \`AlertDialog\` for a
yes/no question, and a page of its own for long tasks.

**Accessibility.** Focus moves into the dialog and stays there; the page behind is hidden from
screen readers. Escape closes it, and so does a click outside with \`isDismissable\`. Focus returns
to the trigger when it closes. The dialog's \`title\` names it; without one, give \`aria-label\`.

**Do**

- Give every dialog a \`title\`.
- Let people close it (the close button, Escape) unless a step must finish.

**Don't**

- Don't put a long task of several pages in a modal: give it a page.
- Don't open one without the visitor asking for it.`,
      },
    },
  },
  args: { children: <BookingDialog />, size: 'md', isDismissable: false },
  argTypes: {
    size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] },
    mobile: { control: 'select', options: ['sheet', 'centered'] },
    children: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>
        <TriggerText />
      </Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: /buchen|book/i }));
  return screen.findByRole('dialog');
};

export const Default: Story = {};

export const Open: Story = {
  play: async () => {
    const dialog = await open();
    // Visible once the dialog has faded in (slower on a busy machine).
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2 })).toBeVisible());
    await expect(dialog).toHaveAccessibleName('Babyschwimmen – Kursbuchung');
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeVisible();
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleName('Baby swimming – course booking');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible(),
    );
  },
};

export const Large: Story = { args: { size: 'lg' }, play: Open.play };

/** Below 576 px the modal is a full-height sheet. */
export const MobileSheet: Story = {
  globals: { viewport: { value: 'w375' } },
  play: Open.play,
};

export const Dismissable: Story = {
  args: { isDismissable: true },
  play: async () => {
    const dialog = await open();
    await userEvent.click(document.body, { skipHover: true });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async () => {
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Jetzt buchen' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
