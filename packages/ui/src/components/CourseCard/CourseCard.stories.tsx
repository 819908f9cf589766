import { TEXT_LIMITS } from '@kurse/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../UiProvider';
import { CourseCard } from './CourseCard';
import { BARE, DESCRIPTION, PUSHED, image } from './course-card-samples';

const navigate = fn();

const meta = {
  title: 'Components/CourseCard',
  tags: ['autodocs', 'stable'],
  component: CourseCard,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — search results, a provider's offers, recommendations and the card preview; stories per layout and width.

A course as a tile (\`layout="card"\`) or a row (\`list\`): image, name with the pushed star, provider
and town, subtitle, chips, a description excerpt, price, age span and location type. With \`href\`
the whole card is one link; without it (the embeddable preview) it is not interactive.

**When to use.** Wherever courses are listed. Pass domain \`TEXT_LIMITS.courseExcerpt\` as
\`excerptLength\`: both cuts (80 and 140 characters) are in the page and CSS shows the one for
the window, so a server-rendered page shows the right one before the app runs. Use \`ProviderCard\` for a provider and \`PlacementCard\` for an
advert among the results.

**Accessibility.** An \`<article>\` with the course name as its heading (\`headingLevel\`, 3 by
default; 1 when the card is the page). Only the name is a link, but it covers the card, so one Tab
stop and one link name per card. The pushed star is an image named "Top-Angebot"; the picture is
decorative.

**Do**

- Set \`headingLevel\` so the cards sit one level below the list's heading.
- Give the first card on the first screen \`priority\`.

**Don't**

- Don't put other links or buttons in the card: the name's link covers it.
- Don't cut the excerpt yourself: \`excerptLength\` does it (domain \`truncate\`).`,
      },
    },
  },
  args: {
    course: PUSHED,
    layout: 'card',
    href: '/schwimmschule-seepferdchen/courses/103',
    excerptLength: TEXT_LIMITS.courseExcerpt,
  },
  argTypes: { excerptLength: { control: false } },
  render: (args) => (
    <div className="w-[min(100vw-2rem,56rem)]">
      <CourseCard {...args} />
    </div>
  ),
  decorators: [
    (Story) => (
      <UiProvider navigate={navigate}>
        <Story />
      </UiProvider>
    ),
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');
/** The excerpt as shown: both cuts are in the page, CSS hides the other one. */
const excerptOf = (canvasElement: HTMLElement) =>
  within(card(canvasElement)).getByText(
    (_, el) => el?.tagName === 'P' && el.textContent?.endsWith('…') === true,
  ).innerText;

/** Desktop tile: every part, the 140-character excerpt, the price span and the pushed star. */
export const Card: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(
      article.getByRole('heading', { level: 3, name: /Seepferdchen-Kurs/ }),
    ).toBeVisible();
    await expect(article.getByRole('img', { name: 'Top-Angebot' })).toBeVisible();
    await expect(article.getByText('Schwimmschule Seepferdchen · Berlin')).toBeVisible();
    await expect(article.getByText('Schwimmen lernen bis zum ersten Abzeichen')).toBeVisible();
    await expect(
      article.getAllByRole('listitem').filter((li) => li.dataset.slot === 'course-chip'),
    ).toHaveLength(2);
    await expect(excerptOf(canvasElement)).toBe(`${DESCRIPTION.slice(0, 140).trimEnd()}…`);
    // The phone's cut is in the page too, hidden by CSS at this width.
    await expect(card(canvasElement).querySelector('[data-excerpt="narrow"]')).not.toBeVisible();
    await expect(article.getByText('49,00 € – 207,00 €')).toBeVisible();
    await expect(article.getByText('4 Jahre – 7 Jahre')).toBeVisible();
    await expect(article.getByText('Vor Ort')).toBeVisible();
  },
};

/** Phone width: the excerpt is cut at 80 characters (the 140-character cut hidden by CSS). */
export const CardPhone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await expect(excerptOf(canvasElement)).toBe(`${DESCRIPTION.slice(0, 80).trimEnd()}…`);
    await expect(card(canvasElement).querySelector('[data-excerpt="wide"]')).not.toBeVisible();
  },
};

/** The whole card is one link: a click anywhere on it and Enter on the focused name navigate. */
export const Interactive: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Seepferdchen-Kurs' });
    await expect(link).toHaveAttribute('href', '/schwimmschule-seepferdchen/courses/103');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith(
      '/schwimmschule-seepferdchen/courses/103',
      undefined,
    );
    navigate.mockClear();
    // The name's link covers the card: what lies under any point of the card is the link.
    const box = within(canvasElement).getByText('Vor Ort').getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith(
      '/schwimmschule-seepferdchen/courses/103',
      undefined,
    );
  },
};

/**
 * The image keeps its full width: a frame narrower than the picture would crop its sides, where
 * pictures carry their captions (cover crops only top and bottom).
 */
async function expectSidesUncropped(canvasElement: HTMLElement) {
  const img = card(canvasElement).querySelector('img');
  if (!img) throw new Error('The card has no image.');
  await waitFor(() => expect(img.naturalWidth).toBeGreaterThan(0));
  const box = img.getBoundingClientRect();
  await expect(box.width / box.height).toBeGreaterThanOrEqual(
    img.naturalWidth / img.naturalHeight - 0.01,
  );
}

/** Desktop row: the image sits left of the text, its sides uncropped however tall the row. */
export const List: Story = {
  args: { layout: 'list', course: { ...PUSHED, shortDescription: DESCRIPTION.repeat(3) } },
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const img = card(canvasElement).querySelector('img');
    const heading = within(canvasElement).getByRole('heading');
    await expect(img?.getBoundingClientRect().right).toBeLessThanOrEqual(
      heading.getBoundingClientRect().left,
    );
    await expectSidesUncropped(canvasElement);
  },
};

/** Tablet row (the list shows from 768 px): the image's sides uncropped. */
export const ListTablet: Story = {
  args: { layout: 'list' },
  globals: { viewport: { value: 'w768' } },
  play: async ({ canvasElement }) => expectSidesUncropped(canvasElement),
};

/** Phone row: stacked, the image above the text. */
export const ListPhone: Story = {
  args: { layout: 'list' },
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const img = card(canvasElement).querySelector('img');
    const heading = within(canvasElement).getByRole('heading');
    await expect(img?.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
    await expectSidesUncropped(canvasElement);
  },
};

/** English texts: prices, ages and the location type. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(article.getByRole('img', { name: 'Top offer' })).toBeVisible();
    await expect(article.getByText('€49.00 – €207.00')).toBeVisible();
    await expect(article.getByText('4 years – 7 years')).toBeVisible();
    await expect(article.getByText('On site')).toBeVisible();
  },
};

/**
 * The bare card of the embeddable preview: no link, no star below relevance 5000, a placeholder
 * instead of an image, a franchise chip and 4 of 6 categories (5 chips), "free" and 1½ years.
 */
export const NonInteractive: Story = {
  args: { course: BARE, href: undefined },
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(article.queryByRole('link')).toBeNull();
    await expect(article.queryByRole('img')).toBeNull();
    await expect(
      card(canvasElement).querySelector('[data-slot="course-image-placeholder"]'),
    ).not.toBeNull();
    const chips = article
      .getAllByRole('listitem')
      .filter((li) => li.dataset.slot === 'course-chip');
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      'Kinderturnwelt',
      'Turnen',
      'Tanz',
      'Musik',
      'Baby & Eltern',
    ]);
    await expect(article.getByText('Kostenlos')).toBeVisible();
    await expect(article.getByText('1½ Jahre – 3 Jahre')).toBeVisible();
    await expect(article.getByText('Bei dir zu Hause')).toBeVisible();
    // No address of its own: the provider's town says where it is offered.
    await expect(article.getByText('Kinderturnwelt Köln-Ehrenfeld · Köln')).toBeVisible();
  },
};

/** Only a lowest price ("ab …"), online, no ages, no description; in English at phone width. */
export const OnlineEnglishPhone: Story = {
  args: {
    course: {
      ...BARE,
      id: 7,
      titleImage: image,
      franchise: null,
      categories: [],
      priceFrom: 1500,
      priceTo: null,
      ageMin: null,
      ageMax: null,
      locationType: 'online',
      shortDescription: null,
    },
  },
  globals: { locale: 'en', viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(article.getByText('from €15.00')).toBeVisible();
    await expect(article.getByText('Online')).toBeVisible();
    await expect(article.queryByText(/years|months/)).toBeNull();
    await expect(card(canvasElement).querySelector('[data-slot="course-chips"]')).toBeNull();
  },
};

/**
 * The first card of a list: its image loads at once with high priority (the page's largest
 * paint on a phone); every other card's image waits until it is scrolled near.
 */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = card(canvasElement).querySelector('img[data-slot="course-image"]');
    await expect(image?.getAttribute('loading')).toBe('eager');
    await expect(image?.getAttribute('fetchpriority')).toBe('high');
  },
};

/** Without `priority` a card's image is lazy and of normal priority. */
export const LazyImage: Story = {
  play: async ({ canvasElement }) => {
    const image = card(canvasElement).querySelector('img[data-slot="course-image"]');
    await expect(image?.getAttribute('loading')).toBe('lazy');
    await expect(image?.getAttribute('fetchpriority')).toBe('auto');
  },
};
