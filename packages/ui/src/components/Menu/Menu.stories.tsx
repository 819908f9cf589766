import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { UiProvider } from '../UiProvider';
import { Menu, MenuItem, MenuSection, MenuSeparator, type MenuProps } from './Menu';
import { MenuTrigger } from '.';
import { Icon } from '../Icon';

const navigate = fn();
const onAction = fn();

/** The account menu of the top navigation: links to profile pages and a logout action. */
function AccountMenu(props: MenuProps<object>) {
  const { LL } = useI18n();
  const examples = LL.ui.overlays.examples;
  return (
    <MenuTrigger>
      <Button variant="outline">
        <Icon name="user" size="sm" />
        {examples.account()}
      </Button>
      <Menu {...props}>
        <MenuSection title={examples.sectionNavigation()}>
          <MenuItem id="profile" href="/me">
            <Icon name="user" size="sm" />
            {examples.profile()}
          </MenuItem>
          <MenuItem id="bookings" href="/me?tab=bookings">
            <Icon name="calendar" size="sm" />
            {examples.myBookings()}
          </MenuItem>
          <MenuItem id="search" href="/search">
            <Icon name="search" size="sm" />
            {examples.search()}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title={examples.sectionAccount()}>
          <MenuItem id="logout" textValue={examples.logout()}>
            {examples.logout()}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Components/Menu',
  tags: ['autodocs', 'beta'],
  component: Menu,
  parameters: {
    docs: {
      description: {
        component: `**Status: beta** — no page of the app uses it yet (the login and contact dropdowns are popovers); it may change when the first one does.

A menu of actions and links in a popover, put in a \`MenuTrigger\` after its trigger \`Button\`, with
\`MenuItem\`s (an action through \`onAction\`, or a link with \`href\`), \`MenuSection\`s with a heading
and \`MenuSeparator\`s.

**When to use.** For a short list of actions or destinations behind one button, such as an account
menu. Use a \`Select\` to choose a value, \`Tabs\` to switch views, and plain links when there is room
to show them.

**Accessibility.** The trigger announces a menu; Enter, Space or the down arrow open it and focus
the first item. Arrow keys move, typing jumps to an item, Enter chooses, Escape closes and returns
focus to the trigger. Section headings name their groups.

**Do**

- Keep items short and start them with a verb or a place ("Meine Buchungen", "Abmelden").
- Put the item that signs out or deletes last, after a separator.

**Don't**

- Don't put form fields or long text in a menu: use a \`Popover\` with a \`Dialog\`.
- Don't hide the page's main navigation in a menu on wide screens.`,
      },
    },
  },
  args: { onAction },
  render: (args) => <AccountMenu {...args} />,
  decorators: [
    (Story) => (
      <UiProvider navigate={navigate}>
        <Story />
      </UiProvider>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: /mein konto|my account/i }));
  const menu = await screen.findByRole('menu');
  // Once it has faded in (slower on a busy machine).
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
};

export const Default: Story = {};

export const Open: Story = {
  play: async () => {
    await open();
    await expect(screen.getByRole('menuitem', { name: 'Mein Profil' })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Konto' })).toBeVisible();
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await open();
    await expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  },
};

export const DisabledItem: Story = {
  args: { disabledKeys: ['search'] },
  play: async () => {
    await open();
    await expect(screen.getByRole('menuitem', { name: 'Suche' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LinkItem: Story = {
  play: async () => {
    navigate.mockClear();
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Meine Buchungen' }));
    await expect(navigate).toHaveBeenCalledWith('/me?tab=bookings', undefined);
  },
};

export const Keyboard: Story = {
  play: async () => {
    onAction.mockClear();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Mein Konto' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Mein Profil' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Meine Buchungen' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const logout = screen.getByRole('menuitem', { name: 'Abmelden' });
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledTimes(1);
    await expect(onAction.mock.calls[0]?.[0]).toBe('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
