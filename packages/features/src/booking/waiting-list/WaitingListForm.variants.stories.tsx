import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO, logInDemo, storyServices, storySetup } from '../../core/test';
import { FULL, QUESTION_LABEL } from './story-event';
import { WaitingListForm } from './WaitingListForm';

/** When the form shows, its fields, and English. Spec: discovery §4, §5 Waiting list. */
const meta = {
  ...storyServices,
  title: 'Features/Booking/WaitingListForm/Variants',
  component: WaitingListForm,
  parameters: { layout: 'padded' },
  args: { event: FULL, providerId: 7 },
} satisfies Meta<typeof WaitingListForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An event with places left shows nothing. */
export const NotFull: Story = {
  args: { event: { ...FULL, participantsLeft: 3 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A full event without a waiting list shows nothing either. */
export const NoWaitingList: Story = {
  args: { event: { ...FULL, waitList: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** Without a question there is no answer field. */
export const WithoutQuestion: Story = {
  args: { event: { ...FULL, waitListQuestion: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(canvas.queryByRole('textbox', { name: QUESTION_LABEL })).toBeNull();
  },
};

export const GuestEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Waiting list' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Number of people/ })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Join the waiting list' })).toBeDisabled();
  },
};

export const LoggedInEnglish: Story = {
  parameters: storySetup(logInDemo),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`You're signing up as ${DEMO.name}.`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
  },
};
