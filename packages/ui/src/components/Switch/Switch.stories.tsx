import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { Switch } from './Switch';

const de = messagesFor('de');

/** The search filter that includes online offers. */
const meta = {
  title: 'Primitives/Switch',
  component: Switch,
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
