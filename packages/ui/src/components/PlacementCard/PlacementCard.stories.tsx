import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlacementCard } from './PlacementCard';

const meta = {
  title: 'Components/PlacementCard',
  tags: ['autodocs', 'stable'],
  component: PlacementCard,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the advertising cards among the search results.

An advertising card among search results, marked "Anzeige": an image, a text and an action link
(external addresses open in a new tab), with the advertiser's colour on its edge.

**When to use.** Only for placements the API sends with the results. Use \`CourseCard\` or
\`ProviderCard\` for results.

**Accessibility.** An \`<article>\` named "Anzeige", so screen readers know it is an advert before
reading it. The image is decorative; the action is a \`LinkButton\` with its own text.

**Do**

- Keep the "Anzeige" mark visible.
- Use the same \`layout\` as the results around it.

**Don't**

- Don't style it like a course: it must not be mistaken for a result.
- Don't put the only information in the image.`,
      },
    },
  },
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
