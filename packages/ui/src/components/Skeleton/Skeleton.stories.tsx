import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  tags: ['autodocs', 'stable'],
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the provider page's course list while it loads; stories for each shape.

A grey placeholder in the shape of content that is loading: text lines (\`text\`, default), a card
(\`card\`) or a circle (\`circle\`). It pulses unless motion is reduced.

**When to use.** While content of a known shape loads, so the page does not jump when it arrives.
Use a \`Spinner\` or \`LoadingOverlay\` when the shape is unknown or the wait is for an action.

**Accessibility.** Hidden from screen readers. Announce the loading where it happens: a \`Spinner\`
or \`LoadingOverlay\` nearby, or \`aria-busy="true"\` on the container.

**Do**

- Match the real content's size and number of lines.
- Replace it with the content, or with an error, when the load ends.

**Don't**

- Don't use it as the only loading signal for screen readers.
- Don't show it for loads that end before people notice.`,
      },
    },
  },
  argTypes: { shape: { control: 'select', options: ['text', 'card', 'circle'] } },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { shape: 'text' },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};
export const SingleLine: Story = { args: { shape: 'text', lines: 1 } };
export const Card: Story = { args: { shape: 'card', lines: 2 } };
export const Circle: Story = { args: { shape: 'circle' } };

/** A course-card list while it loads: avatar, lines and cards together. */
export const Composition: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" />
        <Skeleton shape="text" lines={2} className="flex-1" />
      </div>
      <Skeleton shape="card" />
    </div>
  ),
};
