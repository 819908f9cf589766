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
  title: 'Primitives/Select',
  component: Select,
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
