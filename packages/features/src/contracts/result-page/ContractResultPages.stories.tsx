import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { kurseOf, logInDemo, storyServices, storySetup } from '../../core/test';
import { ContractCancelPage, ContractSuccessPage } from './ContractResultPages';

const SWIM = 'schwimmschule-seepferdchen';

/**
 * The contract success and failure pages of the demo customer's contracts (30001: the plan of the
 * Seepferdchen course, 30002: the Kinderturnwelt subscription). Spec: transactions §2 Contract
 * success page, Contract failure page, §8 (contract load failure: Error).
 */
const meta = {
  ...storyServices,
  title: 'Pages/ContractResultPages',
  component: ContractSuccessPage,
  parameters: { layout: 'fullscreen', ...storySetup(logInDemo) },
  args: { params: { productId: '7001', id: '30001' }, search: '' },
} satisfies Meta<typeof ContractSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const headingOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });

/** Success: the product and its event; close goes to the course page. */
export const Success: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await headingOf(context.canvasElement)).toHaveTextContent('Geschafft!');
    await expect(
      canvas.getByText('Dein Abo „Seepferdchen-Kurs in 4 Raten“ ist abgeschlossen.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Termine: Seepferdchen-Kurs · dienstags 16:00 Uhr'),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Geschafft! – Kurse'));
    await userEvent.click(canvas.getByRole('button', { name: 'Schließen' }));
    await expect(kurseOf(context).navigations).toEqual([`/${SWIM}/courses/103`]);
  },
};

/** The subscription's contract names the events of its product as the contract gives them. */
export const SuccessSubscription: Story = {
  args: { params: { productId: '7002', id: '30002' } },
  play: async ({ canvasElement }) => {
    await headingOf(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Dein Abo „Kinderturnwelt Monatsabo“ ist abgeschlossen.'),
    ).toBeVisible();
    await expect(canvas.getByText('Termine: Kinderturnen · montags 15:30 Uhr')).toBeVisible();
  },
};

/** The contract does not load: "Error"; close goes to the profile. */
export const SuccessLoadFailed: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    kurse.mock.scenarios.enable('contract-load-failed');
  }),
  play: async (context) => {
    await expect(await headingOf(context.canvasElement)).toHaveTextContent('Fehler');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Schließen' }));
    await expect(kurseOf(context).navigations).toEqual(['/me']);
  },
};

/**
 * Failure: the title and the text with the product name; try again leads back to the
 * new-contract page with from, courseId and eventId; cancel to the course page.
 */
export const Failure: Story = {
  render: (args) => <ContractCancelPage {...args} />,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await headingOf(context.canvasElement)).toHaveTextContent(
      'Das hat leider nicht geklappt',
    );
    await expect(
      canvas.getByText(
        'Dein Abo „Seepferdchen-Kurs in 4 Raten“ konnte nicht abgeschlossen werden.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Noch einmal versuchen' })).toHaveAttribute(
      'href',
      `/me/contracts/7001/confirm?from=%2F${SWIM}%2Fcourses%2F103&courseId=103&eventId=1031`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    await expect(kurseOf(context).navigations).toEqual([`/${SWIM}/courses/103`]);
  },
};

/** The failure page keeps the query's from, courseId and eventId for trying again. */
export const FailureWithQuery: Story = {
  render: (args) => <ContractCancelPage {...args} />,
  args: { search: '?from=%2Fx%2Fcourses%2F9&courseId=9&eventId=99' },
  play: async ({ canvasElement }) => {
    await headingOf(canvasElement);
    await expect(
      within(canvasElement).getByRole('link', { name: 'Noch einmal versuchen' }),
    ).toHaveAttribute(
      'href',
      '/me/contracts/7001/confirm?from=%2Fx%2Fcourses%2F9&courseId=9&eventId=99',
    );
  },
};

/** The contract does not load: "Error", and both buttons stay. */
export const FailureLoadFailed: Story = {
  render: (args) => <ContractCancelPage {...args} />,
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    kurse.mock.scenarios.enable('contract-load-failed');
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await headingOf(context.canvasElement)).toHaveTextContent('Fehler');
    await expect(canvas.getByRole('link', { name: 'Noch einmal versuchen' })).toHaveAttribute(
      'href',
      '/me/contracts/7001/confirm',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    await expect(kurseOf(context).navigations).toEqual(['/me']);
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => <ContractCancelPage {...args} />,
  play: async ({ canvasElement }) => {
    await expect(await headingOf(canvasElement)).toHaveTextContent("Sorry, that didn't work");
    await expect(within(canvasElement).getByRole('link', { name: 'Try again' })).toBeVisible();
  },
};
