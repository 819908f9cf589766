import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { Switch } from './Switch';

const de = messagesFor('de');

/** The search filter that includes online offers. */
const meta = {
  title: 'Components/Switch',
  tags: ['autodocs', 'stable'],
  component: Switch,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the search's "online offers" filter on the list and the map; stories for every state.

An on/off setting that applies at once, with its label next to the track and an optional
description. The stories show the search filter that includes online offers.

**When to use.** For a setting whose effect shows immediately (a filter). Use a \`Checkbox\` for a
choice that is sent with a form, such as a consent.

**Accessibility.** A \`switch\` named by its label, read as on or off; Space toggles it. The
description is read with it. In forced-colours mode the track uses system colours.

**Do**

- Write the label as the setting that is on ("Online-Angebote anzeigen").
- Apply the change at once.

**Don't**

- Don't use a switch in a form that needs a send button.
- Don't change the label when it switches.`,
      },
    },
  },
  args: {
    children: <CatalogueText get={(LL) => LL.search.map.onlineToggle()} />,
    name: 'online',
    onChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: {
    description: <CatalogueText get={(LL) => LL.ui.forms.examples.onlineOffersDescription()} />,
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

export const English: Story = { args: WithDescription.args, globals: { locale: 'en' } };

/** Tab to the switch; Space turns it on and off. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: de.search.map.onlineToggle(),
    });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};
