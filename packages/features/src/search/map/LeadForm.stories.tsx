import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answerServerErrors, holdRequests, releaseRequests } from '../../core/test';
import { kurseOf, storyServices, storySetup } from '../../core/test';
import { LeadForm } from './LeadForm';

const meta = {
  ...storyServices,
  title: 'Features/Search/LeadForm',
  component: LeadForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (el: HTMLElement, name: RegExp) => within(el).getByRole('textbox', { name });
const submit = (el: HTMLElement) =>
  userEvent.click(within(el).getByRole('button', { name: 'Anbieter vorschlagen' }));

async function fill(el: HTMLElement) {
  await userEvent.type(box(el, /Name des Anbieters/), 'Schwimmverein Helgoland');
  await userEvent.type(box(el, /E-Mail-Adresse des Anbieters/), 'info@sv-helgoland.de');
  await userEvent.type(box(el, /Website des Anbieters/), 'https://sv-helgoland.de');
}

/** Idle: the name is optional, e-mail and website are required. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /Name des Anbieters\s*\(optional\)/)).not.toBeRequired();
    await expect(box(canvasElement, /E-Mail-Adresse des Anbieters/)).toBeRequired();
    await expect(box(canvasElement, /Website des Anbieters/)).toBeRequired();
  },
};

/** An empty e-mail or website is not sent: each field says what is missing; focus goes to the first. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const email = box(canvasElement, /E-Mail-Adresse des Anbieters/);
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(/Bitte/);
    await expect(box(canvasElement, /Website des Anbieters/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** While sending the button waits; then the thank-you text. */
export const LoadingThenSent: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/providers\/lead/)),
  play: async (context) => {
    const { canvasElement } = context;
    await fill(canvasElement);
    await submit(canvasElement);
    const pending = within(canvasElement).getByRole('button', { name: /Wird gesendet/ });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    releaseRequests(kurseOf(context));
    await expect(
      await within(canvasElement).findByText(/Danke für deinen Vorschlag!/),
    ).toBeVisible();
  },
};

/** A failed request keeps everything typed and says so; sending again works. */
export const Failed: Story = {
  parameters: storySetup((kurse) => answerServerErrors(kurse, /\/providers\/lead/)),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText(/konnte gerade nicht gesendet werden/),
    ).toBeVisible();
    await expect(box(canvasElement, /Website des Anbieters/)).toHaveValue(
      'https://sv-helgoland.de',
    );
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText(/Danke für deinen Vorschlag!/),
    ).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Suggest provider' }),
    ).toBeVisible();
  },
};
