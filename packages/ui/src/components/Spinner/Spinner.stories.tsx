import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  tags: ['autodocs', 'stable'],
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — small loading states in the room, search, profile and checkout; stories per size.

An indeterminate progress indicator (\`role="progressbar"\` without a value) named "Wird geladen …"
unless a \`label\` is given. Sizes \`sm\`, \`md\` (default) and \`lg\`.

**When to use.** For a wait in a small area: a list that reloads, a panel loading its content.
Use a \`Button\`'s \`isPending\` for the wait after pressing it, a \`LoadingOverlay\` for a page, and a
\`Skeleton\` when the content's shape is known.

**Accessibility.** Read as a progress bar with its name. It stops spinning for reduced motion.

**Do**

- Give a \`label\` that says what loads when there are several.
- Remove it as soon as the content is there.

**Don't**

- Don't put a spinner inside a button: use \`isPending\`.
- Don't show several spinners for one load.`,
      },
    },
  },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Wird geladen …' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading …' }),
    ).toBeVisible();
  },
};
