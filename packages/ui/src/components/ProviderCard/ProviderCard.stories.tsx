import { providerExcerptLength } from '@kurse/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useWindowWidth } from '../../lib/use-window-width';
import { ProviderCard, type ProviderCardProps } from './ProviderCard';

const LONG = `<p>${'Wir bringen Kindern ab dem Babyalter das Schwimmen bei, in kleinen Gruppen. '.repeat(6)}</p>`;

/** The card as callers use it: the excerpt length follows the window width (domain rule). */
function WidthAwareCard(props: Omit<ProviderCardProps, 'excerptLength'>) {
  return <ProviderCard {...props} excerptLength={providerExcerptLength(useWindowWidth())} />;
}

const meta = {
  title: 'Components/ProviderCard',
  tags: ['autodocs', 'stable'],
  component: ProviderCard,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — providers among the search results; stories for phone, highlighted, distance and edge cases.

A provider among search results: logo, name, subtitle, a description excerpt, the number of
courses and online courses, a "Besonders passend" badge when \`highlighted\` (domain
\`isHighlightedProvider\`) and the distance (whole km, above 0 and up to 100 km).

**When to use.** Wherever providers are listed in results. Pass \`excerptLength\` from domain
\`providerExcerptLength(windowWidth)\`. Use \`CourseCard\` for a course and \`LocationCard\` on the map
search.

**Accessibility.** An \`<article>\` whose heading (\`headingLevel\`, 3 by default) holds the only link,
which covers the card: one Tab stop and one link name per card. The logo is decorative; the
badges are text.

**Do**

- Set \`headingLevel\` one below the list's heading.
- Pass the description as the API sends it: the card turns HTML into plain text.

**Don't**

- Don't add links or buttons inside the card.
- Don't compute the distance badge yourself: the domain decides when it shows.`,
      },
    },
  },
  args: {
    provider: {
      name: 'Schwimmschule Seepferdchen',
      subTitle: 'Schwimmkurse für Babys und Kinder in Berlin',
      description: LONG,
      courseCount: 4,
      onlineCourseCount: 1,
      distance: 2.4,
    },
    href: '/schwimmschule-seepferdchen',
    excerptLength: 240,
  },
  render: ({ excerptLength: _, ...args }) => (
    <div className="w-[min(100vw-2rem,24rem)]">
      <WidthAwareCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProviderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const excerpt = (el: HTMLElement) =>
  within(el).getByText(/^Wir bringen/, { selector: 'p' }).textContent ?? '';

/** Desktop: 240-character excerpt (plain text from HTML), distance 2.4 km → "2 km", counts. */
export const Default: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Schwimmschule Seepferdchen' })).toHaveAttribute(
      'href',
      '/schwimmschule-seepferdchen',
    );
    // 240 characters (fewer when a space ends the cut) plus the ellipsis.
    const text = Array.from(excerpt(canvasElement));
    await expect(text.at(-1)).toBe('…');
    await expect(text.length).toBeGreaterThan(230);
    await expect(text.length).toBeLessThanOrEqual(241);
    await expect(canvas.getByText('2 km entfernt')).toBeVisible();
    await expect(canvas.getByText('4 Angebote')).toBeVisible();
    await expect(canvas.getByText('1 Online-Angebot')).toBeVisible();
    await expect(canvas.queryByText('Besonders passend')).toBeNull();
  },
};

/** Phone: 140-character excerpt. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const text = Array.from(excerpt(canvasElement));
    await expect(text.at(-1)).toBe('…');
    await expect(text.length).toBeGreaterThan(130);
    await expect(text.length).toBeLessThanOrEqual(141);
  },
};

/** Highlighted (a term and relevance ≥ 1000, decided by the caller), in English. */
export const Highlighted: Story = {
  args: { highlighted: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Great match')).toBeVisible();
  },
};

/** Distance badge only above 0 and up to 100 km: 100.2 km shows none, and neither does 0. */
export const FarAway: Story = {
  args: { provider: { name: 'Bergkinder Innsbruck', distance: 100.2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/entfernt/)).toBeNull();
  },
};

/** Exactly 100 km still shows. */
export const Edge: Story = {
  args: { provider: { name: 'Bergkinder Innsbruck', distance: 100 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('100 km entfernt')).toBeVisible();
  },
};
