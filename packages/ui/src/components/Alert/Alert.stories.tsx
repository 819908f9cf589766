import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, type AlertProps } from './Alert';

/** An alert with the catalogue's example texts for its tone; with `onAction`, a retry button. */
function Example({ tone = 'info', ...props }: AlertProps) {
  const ex = useI18n().LL.ui.display.examples;
  const texts = {
    info: [ex.infoTitle(), ex.info()],
    success: [ex.savedTitle(), ex.saved()],
    warning: [ex.placesLeftTitle(), ex.placesLeft()],
    danger: [ex.paymentFailedTitle(), ex.paymentFailed()],
  } as const;
  const [title, text] = texts[tone];
  return (
    <Alert
      {...props}
      tone={tone}
      title={title}
      actionLabel={props.onAction ? ex.retry() : undefined}
      className="w-[28rem] max-w-full"
    >
      {text}
    </Alert>
  );
}

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  argTypes: { tone: { control: 'select', options: ['info', 'success', 'warning', 'danger'] } },
  render: (args) => <Example {...args} />,
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { tone: 'info' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Gut zu wissen');
  },
};
export const Success: Story = { args: { tone: 'success' } };
export const Warning: Story = { args: { tone: 'warning' } };
export const Danger: Story = {
  args: { tone: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Zahlung fehlgeschlagen',
    );
  },
};

export const DangerWithAction: Story = { args: { tone: 'danger', onAction: fn() } };
export const InfoWithActionAndDismiss: Story = {
  args: { tone: 'info', onAction: fn(), onDismiss: fn() },
};
export const SuccessDismissible: Story = { args: { tone: 'success', onDismiss: fn() } };

export const DangerEnglish: Story = {
  args: { tone: 'danger', onAction: fn(), onDismiss: fn() },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { tone: 'warning', onAction: fn(), onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ausblenden' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
