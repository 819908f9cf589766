import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyServices } from '../../core/test';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  ...storyServices,
  title: 'Pages/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  // Spies instead of the defaults, which would reload or leave Storybook.
  args: { onReload: fn(), onBack: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generic text; reload and back call their callbacks. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Da ist etwas schiefgelaufen',
    );
    await expect(
      canvas.getByText('Bitte lade die Seite neu oder versuch es später noch einmal.'),
    ).toBeVisible();
    await expect(document.title).toBe('Da ist etwas schiefgelaufen – Kurse');

    await userEvent.click(canvas.getByRole('button', { name: 'Seite neu laden' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onBack).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** A more specific explanation (here the provider load text) replaces the generic one. */
export const CustomText: Story = {
  args: {
    text: 'Der Anbieter kann gerade nicht geladen werden. Bitte versuch es später noch einmal.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Der Anbieter kann gerade nicht geladen werden. Bitte versuch es später noch einmal.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Bitte lade die Seite neu/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    await expect(canvas.getByText('Please reload the page or try again later.')).toBeVisible();
    await expect(document.title).toBe('Something went wrong – Kurse');
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
