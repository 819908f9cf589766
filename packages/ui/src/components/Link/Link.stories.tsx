import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiProvider } from '../UiProvider';
import { Link } from './Link';

const navigate = fn();

/** The example link text from the catalogue. */
function CourseLinkText() {
  return <>{useI18n().LL.ui.overlays.examples.courseLink()}</>;
}

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/kinderturnen-berlin/courses' },
  render: (args) => (
    <Link {...args}>
      <CourseLinkText />
    </Link>
  ),
  argTypes: { variant: { control: 'select', options: ['inline', 'subtle', 'nav'] } },
  decorators: [
    (Story) => (
      <UiProvider navigate={navigate}>
        <Story />
      </UiProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Subtle: Story = { args: { variant: 'subtle' } };
export const Nav: Story = { args: { variant: 'nav' } };
export const NavCurrent: Story = { args: { variant: 'nav', 'aria-current': 'page' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const External: Story = {
  args: { href: 'https://www.example.com' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Alle Angebote (öffnet in neuem Tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalEnglish: Story = {
  ...External,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'All offers (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const InText: Story = {
  render: function InText() {
    const { LL } = useI18n();
    const examples = LL.ui.overlays.examples;
    return (
      <p className="max-w-sm">
        {examples.linkSentence()}{' '}
        <Link href="https://www.example.com/agb">{examples.termsLink()}</Link>.
      </p>
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Alle Angebote' });
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/kinderturnen-berlin/courses', undefined);
  },
};
