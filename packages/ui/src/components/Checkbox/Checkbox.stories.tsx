import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { Checkbox } from './Checkbox';

const de = messagesFor('de');

const meta = {
  title: 'Components/Checkbox',
  tags: ['autodocs', 'stable'],
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the booking's consent and items, the payment form and search filters; stories for every state.

A checkbox with its label next to the box, an optional description under it and its error.

**When to use.** For one yes/no choice the visitor confirms, such as accepting the terms, or as
one option inside a \`CheckboxGroup\`. Use a \`Switch\` for a setting that applies at once, and a
\`RadioGroup\` when exactly one of several options must be chosen.

**Accessibility.** A native checkbox: Space ticks it, and the label and the description are read
with it. Clicking the label ticks it too. \`isRequired\` shows an asterisk that screen readers skip
(the field itself is required); \`isInvalid\` with \`errorMessage\` shows the message and links it.

**Do**

- Write the label as a statement the visitor agrees to.
- Put a link (terms, privacy) in the description or the label's text, not instead of it.

**Don't**

- Don't tick a consent box in advance.
- Don't use a checkbox for an action that happens at once: that is a \`Switch\`.`,
      },
    },
  },
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
