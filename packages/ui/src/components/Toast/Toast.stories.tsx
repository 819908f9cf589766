import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Tone } from '../Alert';
import { Button } from '../Button';
import { ToastRegion } from './Toast';
import { ToastHost } from './ToastHost';
import { toasts } from './toast-queue';

/** The catalogue's example title and text for each tone. */
function useExamples(): Record<Tone, { title: string; description: string }> {
  const { LL } = useI18n();
  return useMemo(() => {
    const ex = LL.ui.display.examples;
    return {
      info: { title: ex.infoTitle(), description: ex.info() },
      success: { title: ex.savedTitle(), description: ex.saved() },
      warning: { title: ex.placesLeftTitle(), description: ex.placesLeft() },
      danger: { title: ex.paymentFailedTitle(), description: ex.paymentFailed() },
    };
  }, [LL]);
}

/** A button that adds a toast of `tone`, and the region. */
function Trigger({ tone }: { tone: Tone }) {
  const { LL } = useI18n();
  const example = useExamples()[tone];
  return (
    <>
      <Button onPress={() => toasts.add({ ...example, tone })}>
        {LL.ui.display.examples.showToast()}
      </Button>
      <ToastRegion />
    </>
  );
}

/** The region showing one toast per tone, added on mount and closed on unmount. */
function AllTones() {
  const examples = useExamples();
  useEffect(() => {
    const keys = (['info', 'success', 'warning', 'danger'] as const).map((tone) =>
      toasts.add({ ...examples[tone], tone }),
    );
    return () => keys.forEach((key) => toasts.close(key));
  }, [examples]);
  return <ToastRegion />;
}

const meta = {
  title: 'Components/Toast',
  tags: ['autodocs', 'beta'],
  component: ToastRegion,
  parameters: {
    docs: {
      description: {
        component: `**Status: beta** — the app mounts \`ToastHost\`, but no page adds a toast yet, and react-aria's toast API is still marked unstable.

Short notices at the bottom edge of the screen. Add one with \`toasts.add({ title, description,
tone }, { timeout })\`; render \`ToastRegion\` once near the app's root, or \`ToastHost\`, which loads
the region with the first toast.

**When to use.** To confirm something that happened away from where the visitor is looking ("Buchung
bezahlt"). Use an \`Alert\` for messages tied to a place on the page, and a form's errors for what
went wrong in a form.

**Accessibility.** The region is a landmark named "Benachrichtigungen" that F6 reaches; each toast
is announced when it appears and has a close button ("Ausblenden"). Keep timeouts at 5 s or more,
or none, so it can be read.

**Do**

- Keep the title to a few words.
- Leave toasts that need an action open until closed (no \`timeout\`).

**Don't**

- Don't use a toast for errors people must fix.
- Don't show several toasts for one event.`,
      },
    },
  },
  beforeEach: () => toasts.clear(),
  render: () => <AllTones />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every story shows the one toast queue in a region fixed to the screen's bottom edge: on the docs
 * page each story gets a frame of its own, so the regions do not pile up at the page's bottom.
 */
const ownFrame = { docs: { story: { inline: false, height: '480px' } } };

export const Tones: Story = {
  parameters: ownFrame,
  play: async () => {
    const body = within(document.body);
    await expect(await body.findAllByRole('alertdialog')).toHaveLength(4);
  },
};

export const TonesEnglish: Story = {
  globals: { locale: 'en' },
  parameters: ownFrame,
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('region', { name: 'Notifications' })).toBeVisible();
    await expect(body.getByRole('alertdialog', { name: 'Payment failed' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  parameters: ownFrame,
  render: function TitleOnly() {
    const { LL } = useI18n();
    useEffect(() => {
      const key = toasts.add({ title: LL.ui.display.examples.bookingPaid(), tone: 'success' });
      return () => toasts.close(key);
    }, [LL]);
    return <ToastRegion />;
  },
};

export const Keyboard: Story = {
  parameters: ownFrame,
  render: () => <Trigger tone="danger" />,
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: 'Benachrichtigung zeigen' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: 'Zahlung fehlgeschlagen' });
    await expect(body.getByRole('region', { name: 'Benachrichtigungen' })).toContainElement(toast);
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Zahlung fehlgeschlagen');
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Ausblenden' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * `ToastHost`, as the app renders it: no region (and none of its code) until the first toast,
 * then the region with that toast.
 */
export const LoadedWithTheFirstToast: Story = {
  parameters: ownFrame,
  render: function Host() {
    const { LL } = useI18n();
    return (
      <>
        <Button
          onPress={() =>
            toasts.add({ title: LL.ui.display.examples.bookingPaid(), tone: 'success' })
          }
        >
          {LL.ui.display.examples.showToast()}
        </Button>
        <ToastHost />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await expect(body.queryByRole('region', { name: 'Benachrichtigungen' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button'));
    const region = await body.findByRole('region', { name: 'Benachrichtigungen' });
    await expect(within(region).getByRole('alertdialog')).toHaveAccessibleName('Buchung bezahlt');
  },
};
