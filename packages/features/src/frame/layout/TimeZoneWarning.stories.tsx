import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TimeZoneWarning } from './TimeZoneWarning';

const meta = {
  title: 'Features/Frame/TimeZoneWarning',
  component: TimeZoneWarning,
  parameters: { layout: 'fullscreen' },
  args: { zone: 'America/New_York' },
} satisfies Meta<typeof TimeZoneWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A browser outside Berlin time: the warning names its zone and can be dismissed. */
export const OtherZone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('America/New_York');
    await expect(alert).toHaveTextContent('Europe/Berlin');
    await userEvent.click(canvas.getByRole('button', { name: 'Ausblenden' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your time zone (America/New_York)',
    );
  },
};

/** In Berlin time there is nothing to warn about. */
export const BerlinZone: Story = {
  args: { zone: 'Europe/Berlin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
