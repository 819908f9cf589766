import { TEXT_LIMITS } from '@kurse/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProviderCard } from './ProviderCard';

const LONG = `<p>${'Wir bringen Kindern ab dem Babyalter das Schwimmen bei, in kleinen Gruppen. '.repeat(6)}</p>`;

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

**When to use.** Wherever providers are listed in results. Pass domain
\`TEXT_LIMITS.providerExcerpt\` as \`excerptLength\`: both cuts (140 and 240 characters) are in the
page and CSS shows the one for the window. Use \`CourseCard\` for a course and \`LocationCard\` on the map
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
    excerptLength: TEXT_LIMITS.providerExcerpt,
  },
  render: (args) => (
    <div className="w-[min(100vw-2rem,24rem)]">
      <ProviderCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProviderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The excerpt as shown: both cuts are in the page, CSS hides the other one. */
const excerpt = (el: HTMLElement) =>
  within(el).getByText(
    (_, node) => node?.tagName === 'P' && node.textContent?.startsWith('Wir bringen') === true,
  ).innerText;

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
