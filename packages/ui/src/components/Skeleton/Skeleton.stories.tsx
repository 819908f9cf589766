import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
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
