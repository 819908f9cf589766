import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { AlertDialogProps } from './AlertDialog';
import { LazyAlertDialog } from './LazyAlertDialog';

/** Opened by a button through `isOpen`, as the booking page asks before closing. */
function Controlled(props: Omit<AlertDialogProps, 'isOpen' | 'onOpenChange'>) {
  const { LL } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        {LL.ui.overlays.examples.cancelBookingTitle()}
      </Button>
      <LazyAlertDialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

/** The text of the example, from the catalogue. */
function Text({ k }: { k: 'cancelBookingTitle' | 'cancelBookingText' | 'cancelBookingConfirm' }) {
  return <>{useI18n().LL.ui.overlays.examples[k]()}</>;
}

/** A confirmation whose code loads the first time it opens (transactions §2, closing a booking). */
const meta = {
  title: 'Components/LazyAlertDialog',
  tags: ['autodocs', 'beta'],
  component: Controlled,
  parameters: {
    docs: {
      description: {
        component: `**Status: beta** — the \`AlertDialog\` opened by \`isOpen\`, whose code loads the first time it opens.

Closed, it renders nothing, as the \`AlertDialog\` does; once opened it stays mounted and closes as
the real one does.`,
      },
    },
  },
  args: {
    title: <Text k="cancelBookingTitle" />,
    children: <Text k="cancelBookingText" />,
    confirmLabel: <Text k="cancelBookingConfirm" />,
    variant: 'destructive',
    onConfirm: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: nothing shows. Opened: the dialog with the focus on cancelling; Escape closes it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getAllByRole('button')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Confirming calls `onConfirm` and closes the dialog. */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button')[1] as HTMLElement);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
