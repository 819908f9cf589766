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
  title: 'Components/Alert',
  tags: ['autodocs', 'stable'],
  component: Alert,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the app's inline messages (load errors with a retry, notices); every tone, action and dismiss has a story.

An inline message with a tone (\`info\`, \`success\`, \`warning\`, \`danger\`), its icon, an optional
bold title, an optional action button and an optional dismiss button.

**When to use.** To say something about this page that stays until it is solved or dismissed: a
failed load with "Erneut versuchen", a notice before booking. Use a \`Toast\` for a short
confirmation that belongs to no place on the page, the \`Form\`'s \`errorMessage\` for an error of the
whole form, and a field's \`errorMessage\` for one field.

**Accessibility.** \`danger\` and \`warning\` are \`role="alert"\` and are read out at once; \`info\` and
\`success\` are \`role="status"\` and are read when the screen reader is idle. The icon shows the tone
too, so colour is never the only signal. The action and the dismiss button ("Ausblenden") are real
buttons in the tab order.

**Do**

- Say what happened and what to do next, in one or two sentences.
- Give one action that solves it (\`actionLabel\` with \`onAction\`), such as trying again.

**Don't**

- Don't use \`danger\` or \`warning\` for news that is not a problem: they interrupt screen readers.
- Don't put several alerts on a page for one problem.`,
      },
    },
  },
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
