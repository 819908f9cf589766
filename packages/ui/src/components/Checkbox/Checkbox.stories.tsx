import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { Checkbox } from './Checkbox';

const de = messagesFor('de');

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: {
    children: <CatalogueText get={(LL) => LL.booking.consent.label()} />,
    name: 'terms',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true } };

export const WithDescription: Story = {
  args: {
    children: <CatalogueText get={(LL) => LL.search.map.onlineToggle()} />,
    description: <CatalogueText get={(LL) => LL.ui.forms.examples.onlineOffersDescription()} />,
  },
};

/** Accepting the terms is required (transactions §5); the asterisk is hidden from screen readers. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: de.booking.consent.label(),
    });
    await expect(checkbox).toBeRequired();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: <CatalogueText get={(LL) => LL.validation.termsRequired()} />,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: de.booking.consent.label(),
    });
    await expect(checkbox).toHaveAccessibleDescription(de.validation.termsRequired());
  },
};

export const English: Story = { args: Invalid.args, globals: { locale: 'en' } };

/** Tab to the checkbox and toggle it with Space. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: de.booking.consent.label(),
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};
