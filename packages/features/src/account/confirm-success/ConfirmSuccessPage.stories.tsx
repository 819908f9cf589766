import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { kurseOf, storyServices } from '../../core/test';
import { ConfirmSuccessPage } from './ConfirmSuccessPage';

/** The confirmed e-mail address. Spec: discovery §2 Confirmation and password pages. */
const meta = {
  ...storyServices,
  title: 'Pages/ConfirmSuccessPage',
  component: ConfirmSuccessPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title (the one heading and the document title), intro, and the link to the profile. */
export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const title = 'Deine E-Mail-Adresse ist bestätigt';
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(document.title).toBe(`${title} – Kurse`);
    await expect(canvas.getByText(/Dein Konto ist jetzt aktiv/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Zu meinem Profil' }));
    await expect(kurseOf(context).navigations).toEqual(['/me']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const title = 'Your email address is confirmed';
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(document.title).toBe(`${title} – Kurse`);
    // By keyboard: the link is reached with Tab and followed with Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to my profile' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(kurseOf(context).navigations).toEqual(['/me']);
  },
};
