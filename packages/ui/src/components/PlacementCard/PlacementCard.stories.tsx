import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlacementCard } from './PlacementCard';

const meta = {
  title: 'Components/PlacementCard',
  component: PlacementCard,
  args: {
    placement: {
      url: 'https://www.kurse.example/anbieter',
      color: '#7c3aed',
      content: 'Du bietest Kurse an? Werde Anbieter und erreiche Familien in deiner Nähe.',
      actionName: 'Mehr erfahren',
    },
  },
  render: (args) => (
    <div className="w-[min(100vw-2rem,24rem)]">
      <PlacementCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PlacementCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An advertising card, marked as such; the external action opens in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Anzeige' })).toBeVisible();
    const action = canvas.getByRole('link', { name: /Mehr erfahren/ });
    await expect(action).toHaveAttribute('target', '_blank');
    await expect(action).toHaveAttribute('href', 'https://www.kurse.example/anbieter');
  },
};

/** An internal link stays in the tab; English label. */
export const InternalEnglish: Story = {
  args: {
    placement: { url: '/search?space=travel', content: 'Holiday camps', actionName: 'Show' },
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Advertisement' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show' })).not.toHaveAttribute('target');
  },
};
