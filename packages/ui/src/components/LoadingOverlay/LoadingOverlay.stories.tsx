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
  title: 'Components/LoadingOverlay',
  tags: ['autodocs', 'stable'],
  component: LoadingOverlay,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the loading state of most pages and of the checkout; stories for container, full screen and delayed.

A spinning ring over a container (\`position: relative\`) or the whole screen (\`fullScreen\`), with
an optional icon and text. \`delayed\` shows it only after 600 ms, so quick loads never flash.

**When to use.** While a page or a panel loads and nothing useful can be shown yet. Use a
\`Skeleton\` when the shape of the coming content is known, and a \`Spinner\` for a small area or a
button's own wait (\`isPending\`).

**Accessibility.** The ring sits in a \`role="status"\` region, so "Wird geladen …" (or \`text\`) is
read. Mark the covered container \`aria-busy="true"\`. The ring stops spinning for reduced motion.

**Do**

- Use \`delayed\` for loads that are usually fast.
- Say what is loading in \`text\` when it takes long ("Kurse werden geladen …").

**Don't**

- Don't cover a form the visitor is filling in.
- Don't stack two overlays on the same area.`,
      },
    },
  },
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

/** Full screen covers the whole viewport: on the docs page, a frame of its own. */
const ownFrame = { docs: { story: { inline: false, height: '320px' } } };

export const FullScreen: Story = {
  args: { fullScreen: true, icon: 'search' },
  parameters: ownFrame,
};

export const FullScreenWithTextEnglish: Story = {
  args: { fullScreen: true },
  globals: { locale: 'en' },
  parameters: ownFrame,
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
