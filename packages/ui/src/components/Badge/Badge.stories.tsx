import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeProps } from './Badge';

type ExampleKey = 'paid' | 'notPaid' | 'plan' | 'expired';

/** A badge whose text comes from the catalogue's examples. */
function Example({ text, ...props }: BadgeProps & { text: ExampleKey }) {
  const { LL } = useI18n();
  return <Badge {...props}>{LL.ui.display.examples[text]()}</Badge>;
}

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  argTypes: {
    variant: { control: 'select', options: ['success', 'warning', 'info', 'neutral', 'count'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid booking. */
export const Success: Story = {
  args: { variant: 'success', icon: 'check' },
  render: (args) => <Example {...args} text="paid" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bezahlt')).toHaveAttribute(
      'data-variant',
      'success',
    );
  },
};

/** Any booking that is not paid, or a cancelled contract. */
export const Warning: Story = {
  args: { variant: 'warning' },
  render: (args) => <Example {...args} text="notPaid" />,
};

/** A contract of plan type. */
export const Info: Story = {
  args: { variant: 'info' },
  render: (args) => <Example {...args} text="plan" />,
};

/** An inactive contract. */
export const Neutral: Story = {
  args: { variant: 'neutral' },
  render: (args) => <Example {...args} text="expired" />,
};

/** The count next to a profile tab. */
export const Count: Story = { args: { variant: 'count', children: 3 } };

export const CountLarge: Story = { args: { variant: 'count', children: 128 } };

export const AllEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <Example variant="success" icon="check" text="paid" />
      <Example variant="warning" text="notPaid" />
      <Example variant="info" text="plan" />
      <Example variant="neutral" text="expired" />
      <Badge variant="count">12</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not paid')).toBeVisible();
  },
};
