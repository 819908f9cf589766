import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { kurseOf, storyServices, storySetup, type StoryKurse } from '../../core/test';
import { Recommendations } from './Recommendations';

/** Every answer the story's demo backend gave, so a play function can wait for them. */
const answers = new WeakMap<StoryKurse, Promise<Response>[]>();
function recordAnswers(kurse: StoryKurse) {
  const answer = kurse.mock.fetch.bind(kurse.mock);
  const list: Promise<Response>[] = [];
  answers.set(kurse, list);
  kurse.mock.fetch = (input, init) => {
    const response = answer(input, init);
    list.push(response);
    return response;
  };
}
/** Resolves once the recommendations were answered and React had time to show them. */
async function answered(kurse: StoryKurse) {
  await Promise.all(answers.get(kurse) ?? []);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const meta = {
  ...storyServices,
  title: 'Features/Provider/Recommendations',
  component: Recommendations,
  args: { providerId: 1 },
  parameters: { layout: 'padded', ...storySetup(recordAnswers) },
} satisfies Meta<typeof Recommendations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider's recommendations: a course as a course card and two providers, each a link. */
export const Provider: Story = {
  args: { providerId: 1 },
  globals: { viewport: { value: 'w1280' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Das könnte dich auch interessieren' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const course = canvas.getByRole('link', { name: 'Kinderturnen' });
    await expect(course).toHaveAttribute('href', '/kinderturnwelt-berlin-mitte/courses/201');
    await expect(canvas.getByRole('img', { name: 'Top-Angebot' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hopsala Kinderturnen' })).toHaveAttribute(
      'href',
      '/hopsala-kinderturnen',
    );
    await userEvent.click(course);
    await expect(kurseOf(context).navigations).toEqual([
      '/kinderturnwelt-berlin-mitte/courses/201',
    ]);
  },
};

/** A course's recommendations at phone width, in English. */
export const CourseEnglishPhone: Story = {
  args: { courseId: 103 },
  globals: { locale: 'en', viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You might also like' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Babyschwimmen' })).toHaveAttribute(
      'href',
      '/schwimmschule-seepferdchen/courses/101',
    );
    await expect(canvas.getByRole('link', { name: 'Schwimmschule Elbdelfine' })).toBeVisible();
  },
};

/** Loading failed (`recommendations-failed`): nothing shows, no message. */
export const Failed: Story = {
  args: { providerId: 1 },
  parameters: storySetup((kurse) => {
    recordAnswers(kurse);
    kurse.mock.scenarios.enable('recommendations-failed');
  }),
  play: async (context) => {
    await answered(kurseOf(context));
    await expect(answers.get(kurseOf(context))?.length).toBe(1);
    await expect((await answers.get(kurseOf(context))?.[0])?.status).toBe(500);
    await expect(context.canvasElement).toBeEmptyDOMElement();
  },
};

/** A provider without recommendations: nothing shows. */
export const None: Story = {
  args: { providerId: 29 },
  play: async (context) => {
    await answered(kurseOf(context));
    await expect(context.canvasElement).toBeEmptyDOMElement();
  },
};
