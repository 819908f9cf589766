import { useI18n, type TranslationFunctions } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { AlertDialog } from './AlertDialog';

type ExampleKey = keyof TranslationFunctions['ui']['overlays']['examples'];

/** An example text of the catalogue, so the stories switch language with the toolbar. */
function Example({ k }: { k: ExampleKey }) {
  return <>{useI18n().LL.ui.overlays.examples[k]()}</>;
}

const meta = {
  title: 'Components/AlertDialog',
  tags: ['autodocs', 'stable'],
  component: AlertDialog,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — asks before cancelling a contract or an unpaid booking; stories for open, pending and keyboard.

A confirmation in a small modal (role \`alertdialog\`): a question as the title, what will happen,
a cancel button and a confirm button. Open it from a \`DialogTrigger\` or with \`isOpen\` /
\`onOpenChange\`; \`LazyAlertDialog\` loads its code the first time it opens.

**When to use.** Before an action that cannot be undone or costs the visitor something: cancelling
a booking or a contract, discarding what was typed. Use a \`Modal\` with a \`Dialog\` for a task with
its own content (a form), and no dialog at all when the action is easy to undo.

**Accessibility.** The title names the dialog and the text describes it. Focus starts on the cancel
button, the safer choice; Escape cancels, a click outside does nothing. Focus stays in the dialog
and returns to the trigger when it closes. While a returned promise runs, the confirm button is
pending and reads \`pendingLabel\`.

**Do**

- Ask a question as the title ("Buchung abbrechen?") and repeat the action on the confirm button
  ("Ja, Buchung abbrechen").
- Use \`variant="destructive"\` when confirming deletes or cancels something.

**Don't**

- Don't label the buttons "OK" and "Abbrechen" alone: say what each one does.
- Don't ask for confirmation of everyday actions; people stop reading the question.`,
      },
    },
  },
  args: {
    title: <Example k="cancelBookingTitle" />,
    children: <Example k="cancelBookingText" />,
    confirmLabel: <Example k="cancelBookingConfirm" />,
    cancelLabel: <Example k="cancelBookingKeep" />,
    variant: 'destructive',
    onConfirm: fn(),
  },
  argTypes: { variant: { control: 'select', options: ['default', 'destructive'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">
        <Example k="cancelBooking" />
      </Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: /abbrechen|cancel/i }));
  const dialog = await screen.findByRole('alertdialog');
  // Once it has faded in (slower on a busy machine).
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const Default: Story = {};

export const Open: Story = {
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleName('Buchung abbrechen?');
    await expect(dialog).toHaveAccessibleDescription(/Deine Buchung wird storniert/);
    await expect(within(dialog).getByRole('button', { name: 'Weiter buchen' })).toHaveFocus();
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleName('Cancel booking?');
    await expect(within(dialog).getByRole('button', { name: 'Yes, cancel booking' })).toBeVisible();
  },
};

export const NotDestructive: Story = {
  args: {
    variant: 'default',
    title: <Example k="saveDraftTitle" />,
    children: <Example k="saveDraftText" />,
    confirmLabel: <Example k="saveDraftConfirm" />,
    cancelLabel: undefined,
  },
  play: async () => {
    await userEvent.click(screen.getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  },
};

export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  render: function Pending(args) {
    const { LL } = useI18n();
    return meta.render({ ...args, pendingLabel: LL.ui.overlays.examples.cancelling() });
  },
  play: async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, Buchung abbrechen' }));
    await expect(
      within(dialog).getByRole('button', { name: /Buchung wird storniert/ }),
    ).toHaveAttribute('data-pending', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Buchung abbrechen' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Weiter buchen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog');
    await userEvent.tab();
    await expect(
      within(again).getByRole('button', { name: 'Ja, Buchung abbrechen' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
