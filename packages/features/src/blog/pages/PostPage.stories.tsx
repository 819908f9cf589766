import type { MockApi } from '@kurse/api-mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BLOG_PROVIDERS, SWIM_POSTS, setTemplate } from '../posts/blog-story';
import { answerServerErrors, holdRequests } from '../../core/test';
import { kurseOf, loadProvider, storyServices, storySetup, type StoryKurse } from '../../core/test';
import { PostPage } from './PostPage';

const { standard: SWIM, card: CARD } = BLOG_PROVIDERS;
const { newest, middle, oldest } = SWIM_POSTS;
const postPath = (slug: string) => `/${SWIM.slug}/blog/${slug}`;

/** The pixels a story's page fired, as `kind:id`. */
const tracked = new WeakMap<StoryKurse, string[]>();
function spyTracking(kurse: StoryKurse) {
  const calls: string[] = [];
  const track = kurse.services.track;
  tracked.set(kurse, calls);
  kurse.services.track = (kind, id) => {
    calls.push(`${kind}:${id}`);
    return track(kind, id);
  };
}

/** Setup: adjust the seed, load the provider (the standard one), spy on the pixel. */
const setup = (change?: (mock: MockApi, kurse: StoryKurse) => void, slug: string = SWIM.slug) =>
  storySetup(async (kurse) => {
    change?.(kurse.mock, kurse);
    await loadProvider(kurse, slug);
    spyTracking(kurse);
  });

/** Changes a seed post. */
function editPost(mock: MockApi, id: number, change: Partial<{ title: string; content: string }>) {
  const record = mock.db.posts.find((p) => p.post.id === id);
  if (!record) throw new Error(`The seed has no post ${id}.`);
  Object.assign(record.post, change);
}

const meta = {
  ...storyServices,
  title: 'Pages/PostPage',
  component: PostPage,
  args: { params: { slug: SWIM.slug, id: middle.slug } },
  parameters: { layout: 'fullscreen', ...setup() },
  globals: { viewport: { value: 'w1280' } },
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pager = (el: HTMLElement) =>
  within(within(el).getByRole('navigation', { name: 'Beiträge blättern' }));

/**
 * A post with neighbours: title (h1), author's avatar and full name, date and time in
 * Europe/Berlin, reading time, the content; the older post as previous, the newer as next; the
 * side list of the other posts; the document title is the post's; the pixel fired once for it.
 */
export const WithNeighbours: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: middle.title });
    await expect(title).toBeVisible();
    await expect(canvas.getByRole('link', { name: SWIM.name })).toHaveAttribute(
      'href',
      `/${SWIM.slug}`,
    );
    await expect(canvas.getByRole('link', { name: 'Alle Beiträge' })).toHaveAttribute(
      'href',
      `/${SWIM.slug}/blog`,
    );
    const article = within(canvas.getByRole('article'));
    await expect(article.getByText('von Jonas Petersen')).toBeVisible();
    await expect(article.getByText('11. November 2026 um 18:00 Uhr')).toHaveAttribute(
      'datetime',
      '2026-11-11T18:00:00+01:00',
    );
    await expect(article.getByText('Lesezeit: 1 Minute')).toBeVisible();
    await expect(article.getByText(/^Ab sofort unterrichten wir auch/)).toBeVisible();
    await expect(article.getByRole('list', { name: 'Kategorien' })).toHaveTextContent(
      'Neuigkeiten',
    );

    await waitFor(() => expect(pager(context.canvasElement).getAllByRole('link')).toHaveLength(2));
    await expect(
      pager(context.canvasElement).getByRole('link', {
        name: `Vorheriger Beitrag ${oldest.title}`,
      }),
    ).toHaveAttribute('href', postPath(oldest.slug));
    await expect(
      pager(context.canvasElement).getByRole('link', { name: `Nächster Beitrag ${newest.title}` }),
    ).toHaveAttribute('href', postPath(newest.slug));

    const side = within(canvas.getByRole('complementary', { name: 'Weitere Beiträge' }));
    await expect(side.getAllByRole('link').map((a) => a.textContent)).toEqual([
      newest.title,
      oldest.title,
    ]);
    await expect(document.title).toBe(`${middle.title} – Kurse`);
    await expect(tracked.get(kurseOf(context))).toEqual([`b:${middle.id}`]);
  },
};

/** The newest post: a previous link only; reading time 0 reads "less than a minute". */
export const Newest: Story = {
  args: { params: { slug: SWIM.slug, id: newest.slug } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: newest.title });
    await expect(canvas.getByText('Lesezeit: weniger als eine Minute')).toBeVisible();
    await waitFor(() => expect(pager(canvasElement).getAllByRole('link')).toHaveLength(1));
    await expect(pager(canvasElement).getByRole('link')).toHaveTextContent('Vorheriger Beitrag');
  },
};

/**
 * Side-list titles are cut at 50 characters (the link's name keeps the whole title); post HTML is
 * sanitised: headings and links stay, scripts, handlers and script links go.
 */
export const LongTitleAndUnsafeHtml: Story = {
  parameters: setup((mock) => {
    editPost(mock, oldest.id, {
      title: 'Wann ist mein Kind bereit fürs Seepferdchen und wie üben wir zu Hause?',
    });
    editPost(mock, middle.id, {
      content:
        '<h2>Das neue Becken</h2><p onclick="window.hacked=1">32 Grad warm.<script>window.hacked=2</script></p>' +
        '<p><a href="javascript:window.hacked=3">Mehr</a> <a href="https://example.org/bad">Plan</a></p>' +
        '<img src="https://example.org/x.png" onerror="window.hacked=4">',
    });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const side = within(await canvas.findByRole('complementary', { name: 'Weitere Beiträge' }));
    const long = 'Wann ist mein Kind bereit fürs Seepferdchen und wie üben wir zu Hause?';
    const link = side.getByRole('link', { name: long });
    const visible = link.querySelector('[aria-hidden]')?.textContent ?? '';
    await expect(visible).toBe('Wann ist mein Kind bereit fürs Seepferdchen und wi…');
    await expect(Array.from(visible).length).toBe(51);

    const article = canvas.getByRole('article');
    await expect(
      within(article).getByRole('heading', { level: 2, name: 'Das neue Becken' }),
    ).toBeVisible();
    await expect(article.querySelector('script, [onclick], [onerror]')).toBeNull();
    await expect(within(article).getByText('Mehr')).not.toHaveAttribute('href');
    await expect(within(article).getByRole('link', { name: /Plan/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  },
};

/**
 * Card template: the post and the side list on cards over the provider's colours; the other
 * post's title, over 50 characters, is cut in the side list.
 */
export const CardTemplate: Story = {
  args: { params: { slug: CARD.slug, id: 'krabbeltreff-am-freitag' } },
  parameters: setup(undefined, CARD.slug),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const side = await canvas.findByRole('complementary', { name: 'Weitere Beiträge' });
    const surface = canvasElement.querySelector('[data-slot="theme-surface"]') as HTMLElement;
    await expect(within(surface).getByRole('article')).toBeVisible();
    await expect(surface.contains(side)).toBe(true);
    const cut = side.querySelector('a [aria-hidden]');
    await expect(cut).toHaveTextContent(/^Herbstferien im Familienzentrum: Basteln, Backen u…$/);
  },
};

/** The standard provider's post in the card template. */
export const StandardProviderAsCard: Story = {
  parameters: setup((mock) => setTemplate(mock, SWIM.id, 'card')),
  play: async ({ canvasElement }) => {
    const side = await within(canvasElement).findByRole('complementary');
    const surface = canvasElement.querySelector('[data-slot="theme-surface"]') as HTMLElement;
    await expect(surface.contains(side)).toBe(true);
  },
};

/** An unknown post: the not-found text and the way back to the blog. */
export const NotFound: Story = {
  args: { params: { slug: SWIM.slug, id: 'gibt-es-nicht' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Beitrag nicht gefunden' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Beiträge' })).toHaveAttribute(
      'href',
      `/${SWIM.slug}/blog`,
    );
    await waitFor(() => expect(document.title).toBe('Beitrag nicht gefunden – Kurse'));
    await expect(tracked.get(kurseOf(context))).toEqual([]);
  },
};

/** A post scheduled for later is not published yet: not found. */
export const Scheduled: Story = {
  args: { params: { slug: SWIM.slug, id: SWIM_POSTS.scheduled.slug } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Beitrag nicht gefunden',
      }),
    ).toBeVisible();
  },
};

/** While the post loads: the provider card and a loading status; no pixel yet. */
export const Loading: Story = {
  parameters: setup((_, kurse) => holdRequests(kurse, /\/posts\//)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: SWIM.name })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(document.title).toBe('Wird geladen … – Kurse');
    await expect(tracked.get(kurseOf(context))).toEqual([]);
    await expect(canvas.queryByRole('heading', { level: 1, name: middle.title })).toBeNull();
  },
};

/** The post cannot be loaded: the generic error screen with reload and back. */
export const LoadFailed: Story = {
  parameters: setup((_, kurse) => answerServerErrors(kurse, /\/posts\//)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
  },
};

/** The post list fails: the post shows without previous, next and side list. */
export const ListFailed: Story = {
  parameters: setup((_, kurse) => answerServerErrors(kurse, /\/posts$/)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: middle.title }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** Phone: post, links and side list in one column, no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('complementary', { name: 'Weitere Beiträge' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** English: byline, date and time (still Europe/Berlin) and reading time. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: middle.title });
    await expect(canvas.getByText('by Jonas Petersen')).toBeVisible();
    await expect(canvas.getByText('11 November 2026 at 18:00')).toBeVisible();
    await expect(canvas.getByText('Reading time: 1 minute')).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Browse posts' })).toBeVisible();
  },
};
