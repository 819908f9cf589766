import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategorySpaces } from './CategorySpaces';

const meta = {
  title: 'Components/CategorySpaces',
  component: CategorySpaces,
  args: { selected: ['sport'], onChange: fn() },
} satisfies Meta<typeof CategorySpaces>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten spaces; pressing one adds it to the selection, in the fixed order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('toolbar', { name: 'Bereiche' })).getAllByRole('button'),
    ).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Sport' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Familie' }));
    await expect(args.onChange).toHaveBeenCalledWith(['family', 'sport']);
  },
};

/** Phone: the strip scrolls sideways instead of widening the page; English. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Travel' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
