import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Skeleton } from '../Skeleton';
import { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';

/** The overlay with the catalogue's example text when `withText`. */
function Example({ withText, ...props }: LoadingOverlayProps & { withText?: boolean }) {
  const { LL } = useI18n();
  return (
    <LoadingOverlay
      {...props}
      text={withText ? LL.ui.display.examples.loadingCourses() : undefined}
    />
  );
}

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  decorators: [
    (Story) => (
      <div aria-busy="true" className="relative w-80 rounded-lg bg-surface p-4 shadow-card">
        <Skeleton shape="card" />
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over a container, with no visible text: the catalogue's label is announced. */
export const Contained: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wird geladen …');
  },
};

export const ContainedWithText: Story = {
  render: (args) => <Example {...args} withText />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Kurse werden geladen …',
    );
  },
};

export const WithIconAndText: Story = {
  args: { icon: 'heart' },
  render: (args) => <Example {...args} withText />,
};

export const FullScreen: Story = { args: { fullScreen: true, icon: 'search' } };

export const FullScreenWithTextEnglish: Story = {
  args: { fullScreen: true },
  globals: { locale: 'en' },
  render: (args) => <Example {...args} withText />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading courses …');
  },
};

/**
 * Delayed (the app's route loading): hidden for the first 600 ms, so a quick load never flashes a
 * spinner; then it shows as usual.
 */
export const Delayed: Story = {
  args: { delayed: true },
  play: async ({ canvasElement }) => {
    const overlay = canvasElement.querySelector<HTMLElement>('[data-slot="loading-overlay"]');
    await expect(overlay).not.toBeNull();
    await expect(overlay).not.toBeVisible();
    await waitFor(() => expect(overlay).toBeVisible(), { timeout: 2000 });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wird geladen …');
  },
};
