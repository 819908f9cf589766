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
  title: 'Components/Link',
  tags: ['autodocs', 'stable'],
  component: Link,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — every link of the app; stories for each variant, current page, disabled, external and keyboard.

A link on react-aria-components: \`inline\` (underlined, in text; default), \`subtle\` and \`nav\`.
Internal paths navigate through the router given to \`UiProvider\` (\`navigate\`); absolute http(s)
addresses open in a new tab with an icon and a hidden "(öffnet in neuem Tab)".

**When to use.** To go to another page or place. Use \`LinkButton\` when the link is the page's main
call to action, and a \`Button\` for actions that do not navigate.

**Accessibility.** A native \`<a href>\`: Enter follows it. Its name is its text, plus the new-tab
hint for external links. \`aria-current="page"\` marks the current page in navigation. Inline links
are underlined, so they are not told apart by colour alone.

**Do**

- Write link text that makes sense out of context ("Alle Angebote", not "hier").
- Let \`isExternal\` default: paths are internal, http(s) addresses external.

**Don't**

- Don't use a link for an action that changes data.
- Don't use the \`subtle\` variant inside running text.`,
      },
    },
  },
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
