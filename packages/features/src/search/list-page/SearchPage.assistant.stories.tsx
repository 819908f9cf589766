import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdRequests, releaseRequests } from '../../core/test';
import { kurseOf, storyServices, storySetup, type StoryKurse } from '../../core/test';
import { SearchPage } from './SearchPage';

const SENTENCE = 'Schwimmkurs für mein Baby in Köln unter 100 €';

const meta = {
  ...storyServices,
  title: 'Pages/SearchPage/Assistant',
  component: SearchPage,
  args: { search: '?assistant=1' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'w1280' } },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (el: HTMLElement) => within(el).getByRole('textbox', { name: 'Was suchst du?' });
const ask = async (el: HTMLElement, text: string) => {
  await userEvent.type(box(el), `${text}{Enter}`);
};

/** Answers the assistant with `status` and no message, so the default texts show. */
const answerWithout = (status: number) => (kurse: StoryKurse) => {
  const answer = kurse.mock.fetch.bind(kurse.mock);
  kurse.mock.fetch = (input, init) =>
    /\/search\/text/.test(typeof input === 'string' ? input : input.url)
      ? Promise.resolve(Response.json({}, { status }))
      : answer(input, init);
};

/** Idle: the box with its hint, and the way back to the normal search. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Suchassistent' })).toBeVisible();
    await expect(box(canvasElement)).toHaveAccessibleDescription(
      'Enter sendet ab, Umschalt + Enter beginnt eine neue Zeile.',
    );
    await expect(canvas.getByRole('button', { name: 'Zur normalen Suche' })).toBeVisible();
  },
};

/** Only spaces: refused at the field, nothing typed is lost, nothing is sent. */
export const EmptyRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, '   ');
    await expect(await canvas.findByText('Bitte fülle dieses Feld aus.')).toBeVisible();
    await expect(box(canvasElement)).toHaveValue('   ');
    await expect(box(canvasElement)).toHaveFocus();
    await expect(canvas.queryByText(/Einen Moment/)).toBeNull();
  },
};

/** Shift+Enter makes a new line and does not send. */
export const ShiftEnter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'Schwimmkurs{Shift>}{Enter}{/Shift}Köln');
    await expect(box(canvasElement)).toHaveValue('Schwimmkurs\nKöln');
    await expect(within(canvasElement).queryByText(/Einen Moment/)).toBeNull();
  },
};

/** Loading, then success: the server's message, the term, address and filters applied. */
export const Success: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/search\/text/)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await ask(context.canvasElement, SENTENCE);
    await expect(
      await canvas.findByText('Einen Moment, wir suchen die passenden Filter …'),
    ).toBeVisible();
    releaseRequests(kurseOf(context));
    await expect(
      await canvas.findByText('Ich suche „Schwimmkurs“ für Babys in Köln bis 100,00 €.'),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Suchbegriff' })).toHaveValue('Schwimmkurs');
    await expect(canvas.getByRole('combobox', { name: 'Adresse' })).toHaveValue('Köln');
    const { filters } = kurseOf(context).services.stores.search;
    await expect(filters).toMatchObject({
      ageGroups: ['baby'],
      maxPrice: 100,
      radius: 25,
      bookable: true,
      startDate: null,
    });
  },
};

/** English: the request carries the locale, the answer is English. */
export const SuccessEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'What are you looking for?' }),
      'Swimming for my baby in Köln under 100 €{Enter}',
    );
    await expect(
      await canvas.findByText('Searching for „Swimming“ for babies in Köln up to €100.00.'),
    ).toBeVisible();
  },
};

/** Phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const failing = (scenario: string, message: string): Story => ({
  parameters: storySetup(({ mock }) => void mock.scenarios.enable(scenario)),
  play: async ({ canvasElement }) => {
    await ask(canvasElement, SENTENCE);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
    await expect(box(canvasElement)).toHaveValue(SENTENCE);
  },
});

/** 422 with the server's message. */
export const Unprocessable = failing(
  'assistant-unprocessable',
  'Das habe ich leider nicht verstanden.',
);
/** 429 with the server's message. */
export const RateLimited = failing(
  'assistant-rate-limited',
  'Zu viele Anfragen, bitte versuche es später noch einmal.',
);
/** 500 with the server's message. */
export const ServerError = failing('assistant-error', 'Der Assistent ist gerade nicht erreichbar.');

/**
 * An answer that is not the assistant's (an empty body, a wrong shape: scenarios `answer-empty`,
 * `answer-wrong-shape`) ends in the default error, never in a success or an endless wait.
 */
const unusable = (scenario: string): Story => ({
  play: async (context) => {
    kurseOf(context).mock.scenarios.enable(scenario);
    await ask(context.canvasElement, SENTENCE);
    const alert = await within(context.canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Der Suchassistent ist gerade nicht erreichbar.');
    await expect(box(context.canvasElement)).toHaveValue(SENTENCE);
  },
});

/** A 200 with a body of the wrong shape. */
export const WrongShape = unusable('answer-wrong-shape');
/** A 200 without a body. */
export const EmptyAnswer = unusable('answer-empty');

const defaulted = (status: number, message: string): Story => ({
  parameters: storySetup(answerWithout(status)),
  play: async ({ canvasElement }) => {
    await ask(canvasElement, SENTENCE);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
  },
});

/** 422 without a message: the default text. */
export const UnprocessableDefault = defaulted(422, 'Das haben wir leider nicht verstanden.');
/** 429 without a message: the default text. */
export const RateLimitedDefault = defaulted(429, 'Gerade kommen sehr viele Anfragen an.');
/** Any other error without a message: the default text. */
export const ErrorDefault = defaulted(503, 'Der Suchassistent ist gerade nicht erreichbar.');

/** The mode toggle leaves the assistant and writes no `assistant=1` into the map link. */
export const BackToSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zur normalen Suche' }));
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: 'Suchassistent' })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'Suchassistent ausprobieren' })).toBeVisible();
  },
};

/**
 * The way into the assistant reads as a button, not as text: a visible edge or fill, at both
 * widths; it opens the assistant.
 */
export const OpenButton: Story = {
  args: { search: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Suchassistent ausprobieren' });
    const style = getComputedStyle(open);
    const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    const edged = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1;
    await expect(filled || edged).toBe(true);
    await userEvent.click(open);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Suchassistent' })).toBeVisible();
  },
};

/** The same at phone width. */
export const OpenButtonPhone: Story = {
  ...OpenButton,
  globals: { viewport: { value: 'w375' } },
};
