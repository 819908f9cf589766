import { DEFAULT_COUNTRY } from '@kurse/domain';
import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { CountrySelect } from './CountrySelect';
import { Select } from './Select';

const de = messagesFor('de');

/** The country of the customer forms: required, default DE (transactions §5). */
const meta = {
  title: 'Components/Select',
  tags: ['autodocs', 'stable'],
  component: Select,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the room's page choice and the search's radius; every state has a story.

A button that opens a list to choose one option from, with label, description, placeholder
("Bitte auswählen") and error. \`SelectItem\` is one option; \`CountrySelect\` is the select of the 30
supported countries, named and sorted in the active language. The stories show the country of the
customer forms: required, default DE (transactions §5).

**When to use.** To choose one value from a fixed list of more than about seven, or where space is
short. Use a \`RadioGroup\` for a few options people should see at once, and a \`ComboBox\` when
people know what they look for and would rather type.

**Accessibility.** The button is named by the label and reads the chosen value. Enter, Space or the
arrow keys open the list; arrows move, typing jumps, Enter chooses, Escape closes and returns
focus. A hidden native select carries the value for forms and autofill.

**Do**

- Name options the way people say them, and sort them as they expect.
- Set \`defaultValue\` when one value is by far the most common.

**Don't**

- Don't use a select for two or three options.
- Don't make an option do something other than set the value (navigate, open a dialog).`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.fields.country.label()} />,
    name: 'country',
    defaultValue: DEFAULT_COUNTRY,
    onChange: fn(),
    children: null,
  },
  render: ({ children: _children, ...args }) => <CountrySelect {...args} />,
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Placeholder: Story = { args: { defaultValue: null } };

export const Required: Story = { args: { isRequired: true } };

export const WithDescription: Story = {
  args: {
    description: <CatalogueText get={(LL) => LL.ui.forms.examples.countryDescription()} />,
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    defaultValue: null,
    errorMessage: <CatalogueText get={(LL) => LL.validation.country()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(de.validation.country())).toBeVisible();
  },
};

export const English: Story = { args: Invalid.args, globals: { locale: 'en' } };

/** In English the names and their order are English: Austria first, the chosen Germany ticked. */
export const EnglishOptions: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toHaveTextContent('Germany');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(30);
    await expect(options[0]).toHaveTextContent('Austria');
    await expect(options.at(-1)).toHaveTextContent('United Kingdom');
    await expect(within(listbox).getByRole('option', { name: 'Germany' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Opened by pressing the trigger; the chosen country is ticked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Deutschland' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Tab to the trigger, open with the arrow key, type ahead to a country, choose with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('Fra');
    await expect(within(listbox).getByRole('option', { name: 'Frankreich' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('FR');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Frankreich');
  },
};
