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
  title: 'Components/Badge',
  tags: ['autodocs', 'stable'],
  component: Badge,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — booking, contract and schedule states and the profile's tab counts; every variant has a story.

A short static label: a state (\`success\` paid, \`warning\` open, \`info\` plan, \`neutral\` expired)
or a round \`count\` next to a tab or a heading.

**When to use.** To show the state of a thing next to its name: a booking's payment, a contract's
status, a provider's "Neu dabei". Use an \`Alert\` when the visitor must do something about it, and
a \`TagGroup\` for chips that can be chosen or removed.

**Accessibility.** A plain \`<span>\`: screen readers read its text where it stands, so the text
must make sense on its own. An icon (\`icon\`) is decorative. A \`count\` is just a number: the label
around it must say what is counted (as \`Tab\`'s \`count\` does with "3 Einträge").

**Do**

- Use one or two words from the catalogue (\`states.*\`).
- Match the tone to the meaning: \`success\` only for a finished, good state.

**Don't**

- Don't make a badge interactive or put a link in it.
- Don't rely on the colour alone: the words carry the state.`,
      },
    },
  },
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
