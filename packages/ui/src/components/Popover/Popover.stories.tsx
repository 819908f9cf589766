import { useI18n, type TranslationFunctions } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from '../Modal';
import { Popover } from './Popover';

type ExampleKey = keyof TranslationFunctions['ui']['overlays']['examples'];

/** An example text of the catalogue, so the stories switch language with the toolbar. */
function Example({ k }: { k: ExampleKey }) {
  return <>{useI18n().LL.ui.overlays.examples[k]()}</>;
}

/** The login dropdown of the top navigation, in short. */
function LoginDialog() {
  const { LL } = useI18n();
  return (
    <Dialog title={LL.ui.overlays.examples.loginTitle()} headingLevel={3}>
      <p className="text-sm text-muted-foreground">{LL.ui.overlays.examples.loginText()}</p>
    </Dialog>
  );
}

const meta = {
  title: 'Components/Popover',
  tags: ['autodocs', 'stable'],
  component: Popover,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the login dropdown and the provider's contact form; stories for placement, arrow and keyboard.

A non-modal overlay anchored to its trigger, with an arrow (\`showArrow\`). Open it from a
\`DialogTrigger\` with a \`Dialog\` inside; \`Menu\` uses it without the arrow.

**When to use.** For a small task or more detail next to the control that opened it: the login
form of the top navigation, the contact form. Use a \`Modal\` when the page behind must wait, a
\`Tooltip\` for a one-line hint, and a \`Menu\` for a list of actions.

**Accessibility.** With a \`Dialog\` inside, focus moves into it when it opens and back to the
trigger when it closes; the \`Dialog\`'s \`title\` names it. Escape and a click outside close it. It
keeps clear of a bar stuck to the bottom of a phone's screen.

**Do**

- Give the trigger a clear name ("Anmelden") and the dialog a \`title\`.
- Keep the content short enough to fit next to the trigger on a phone.

**Don't**

- Don't open a popover on hover: it opens on press.
- Don't put a whole page flow in a popover.`,
      },
    },
  },
  args: { children: <LoginDialog />, className: 'w-80', placement: 'bottom', showArrow: true },
  argTypes: {
    placement: { control: 'select', options: ['bottom', 'top', 'start', 'end'] },
    children: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">
        <Example k="login" />
      </Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: /anmelden|log in/i }));
  return screen.findByRole('dialog');
};

export const Default: Story = {};

export const Open: Story = {
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleName('Anmelden bei Kurse');
    // Visible once the pop-over has faded in (slower on a busy machine).
    await waitFor(() =>
      expect(document.querySelector('[data-slot="popover-arrow"]')).toBeVisible(),
    );
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleName('Log in to Kurse');
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async () => {
    await open();
    await expect(document.querySelector('[data-slot="popover-arrow"]')).toBeNull();
  },
};

export const Top: Story = { args: { placement: 'top' }, play: Open.play };

export const Keyboard: Story = {
  play: async () => {
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Anmelden' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
