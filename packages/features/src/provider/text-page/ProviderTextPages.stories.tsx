import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answerServerErrors, holdRequests } from '../../core/test';
import { kurseOf, loadProvider, storyServices, storySetup } from '../../core/test';
import { PrivacyPolicyPage, TermsPage } from './ProviderTextPages';

const SWIM = { slug: 'schwimmschule-seepferdchen', name: 'Schwimmschule Seepferdchen' };
const GYM = { slug: 'hopsala-kinderturnen', name: 'Hopsala Kinderturnen' };
const YOGA = { slug: 'yogamama-muenchen', name: 'YogaMama München' };
const FAMILY = { slug: 'familienzentrum-sonnenschein', name: 'Familienzentrum Sonnenschein' };

const meta = {
  ...storyServices,
  title: 'Pages/ProviderTextPages',
  component: TermsPage,
  args: { params: { slug: SWIM.slug } },
  parameters: { layout: 'fullscreen', ...storySetup((kurse) => loadProvider(kurse, SWIM.slug)) },
  globals: { viewport: { value: 'w1280' } },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The terms below the provider card: the title as h1 and document title, the text's `#` lines as
 * section headings below it, its paragraphs as text.
 */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `AGB von ${SWIM.name}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: SWIM.name })).toHaveAttribute(
      'href',
      `/${SWIM.slug}`,
    );
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: `Teilnahmebedingungen von ${SWIM.name}`,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Rücktritt' })).toBeVisible();
    await expect(canvas.getByText(/^Ein kostenfreier Rücktritt ist bis \d+ Tage/)).toBeVisible();
    await expect(document.title).toBe(`AGB von ${SWIM.name} – Kurse`);
  },
};

/** The privacy policy below the provider card. */
export const PrivacyPolicy: Story = {
  render: (args) => <PrivacyPolicyPage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Datenschutzerklärung von ${SWIM.name}` }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(/^Wir verarbeiten die Daten, die du bei der Buchung angibst/),
    ).toBeVisible();
    await expect(document.title).toBe(`Datenschutzerklärung von ${SWIM.name} – Kurse`);
  },
};

/**
 * A provider without terms (card template): no request; the page says so and links the general
 * terms of the marketplace.
 */
export const WithoutTerms: Story = {
  args: { params: { slug: GYM.slug } },
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, GYM.slug);
    holdRequests(kurse, /\/terms$/);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${GYM.name} hat keine eigenen AGB hinterlegt.`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /AGB von Kurse/ })).toHaveAttribute(
      'href',
      'https://www.kurse.example/agb',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A provider with terms but without a privacy policy: the note and the general policy. */
export const WithoutPrivacyPolicy: Story = {
  args: { params: { slug: YOGA.slug } },
  parameters: storySetup((kurse) => loadProvider(kurse, YOGA.slug)),
  render: (args) => <PrivacyPolicyPage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`${YOGA.name} hat keine eigene Datenschutzerklärung hinterlegt.`),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Datenschutz bei Kurse/ })).toHaveAttribute(
      'href',
      'https://www.kurse.example/datenschutz',
    );
  },
};

/** Card template: the privacy policy on a card over the provider's colours. */
export const CardTemplate: Story = {
  args: { params: { slug: FAMILY.slug } },
  parameters: storySetup((kurse) => loadProvider(kurse, FAMILY.slug)),
  render: (args) => <PrivacyPolicyPage {...args} />,
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText(/^Wir verarbeiten die Daten/);
    const surface = canvasElement.querySelector('[data-slot="theme-surface"]') as HTMLElement;
    await expect(surface.contains(text)).toBe(true);
  },
};

/** While the text loads: the provider card with the title and a loading status. */
export const Loading: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SWIM.slug);
    holdRequests(kurse, /\/terms$/);
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Anmeldung' })).toBeNull();
  },
};

/** Loading failed: the generic error text and a retry, which loads the text. */
export const FailedThenRetry: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SWIM.slug);
    answerServerErrors(kurse, /\/terms$/);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte lade die Seite neu oder versuch es später noch einmal.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Anmeldung' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/**
 * An answer without the text (a wrong shape: scenario `answer-wrong-shape`) ends in the generic
 * error with a retry, never in an endless "Wird geladen …"; the retry loads the text.
 */
export const WrongShapeThenRetry: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SWIM.slug);
    kurse.mock.scenarios.enable('answer-wrong-shape');
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte lade die Seite neu oder versuch es später noch einmal.',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
    kurseOf(context).mock.scenarios.disable('answer-wrong-shape');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Anmeldung' })).toBeVisible();
  },
};

/** Phone: no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 3, name: 'Anmeldung' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** English: the titles and the note come from the catalogue; the text is the provider's own. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  args: { params: { slug: GYM.slug } },
  parameters: storySetup((kurse) => loadProvider(kurse, GYM.slug)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Terms and conditions of ${GYM.name}` }),
    ).toBeVisible();
    await expect(
      canvas.getByText(`${GYM.name} has not provided terms and conditions of its own.`),
    ).toBeVisible();
  },
};
