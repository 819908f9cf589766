import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadProvider, storyServices, storySetup } from '../../core/test';
import { CoursePage } from './CoursePage';

const SWIM = 'schwimmschule-seepferdchen';
const SALZBURG = 'sprachnest-salzburg';

/**
 * Who offers the course and where, near its name: the provider's name links to the provider's
 * page; the town is the course's, else the provider's. Spec: discovery §2 Course page, §3 Course.
 */
const meta = {
  ...storyServices,
  title: 'Pages/CoursePage/Provider',
  component: CoursePage,
  parameters: { layout: 'fullscreen', ...storySetup((kurse) => loadProvider(kurse, SWIM)) },
  globals: { viewport: { value: 'w1280' } },
  args: { params: { slug: SWIM, id: '103' }, token: null },
} satisfies Meta<typeof CoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's name links home; the town sits beside it, both right below the title. */
async function expectOfferedBy(
  canvasElement: HTMLElement,
  { by, name, slug, town }: { by: string; name: string; slug: string; town: string },
) {
  const canvas = within(canvasElement);
  const title = await canvas.findByRole('heading', { level: 1 });
  const link = canvas.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', `/${slug}`);
  await expect(link.parentElement).toHaveTextContent(`${by} ${name}`);
  const line = link.closest('[data-slot="course-provider"]');
  if (!line) throw new Error('The provider line is missing.');
  await expect(line).toHaveTextContent(town);
  // Near the title: less than 120 px below it.
  const gap = line.getBoundingClientRect().top - title.getBoundingClientRect().bottom;
  await expect(gap).toBeGreaterThanOrEqual(0);
  await expect(gap).toBeLessThan(120);
}

/** An on-site course in Berlin. */
export const OnSite: Story = {
  play: ({ canvasElement }) =>
    expectOfferedBy(canvasElement, {
      by: 'Ein Angebot von',
      name: 'Schwimmschule Seepferdchen',
      slug: SWIM,
      town: 'Berlin',
    }),
};

/** At phone width too. */
export const OnSitePhone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: OnSite.play,
};

/** An online course has no address: the provider's town says where it comes from; English. */
export const OnlineEnglish: Story = {
  parameters: storySetup((kurse) => loadProvider(kurse, SALZBURG)),
  args: { params: { slug: SALZBURG, id: '169' } },
  globals: { locale: 'en' },
  play: ({ canvasElement }) =>
    expectOfferedBy(canvasElement, {
      by: 'Offered by',
      name: 'Sprachnest Salzburg',
      slug: SALZBURG,
      town: 'Salzburg',
    }),
};
