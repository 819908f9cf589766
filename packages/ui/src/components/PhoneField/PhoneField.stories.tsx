import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { PhoneField } from './PhoneField';

const de = messagesFor('de');
const en = messagesFor('en');

const meta = {
  title: 'Components/PhoneField',
  tags: ['autodocs', 'stable'],
  component: PhoneField,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the phone field of the sign-up, customer, contact and waiting-list forms.

The phone field of every form: a \`TextField\` of type \`tel\` (the number pad on phones), autofilled
as \`tel\`, labelled "Telefon" unless a label is given. Whether it is required or optional is the
form's (\`isRequired\`, \`isOptional\`).

**When to use.** For every phone number. Use the label prop only when the number is a particular
one ("Mobilnummer").

**Accessibility.** A labelled text input; "(optional)" is read as part of its name when
\`isOptional\`. Browsers offer the saved number.

**Do**

- Mark it \`isOptional\` when the form does not need it.
- Accept spaces, slashes and a leading +.

**Don't**

- Don't use a \`NumberField\` for phone numbers.
- Don't set \`type\` or \`autoComplete\` yourself.`,
      },
    },
  },
  args: { name: 'phone', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Optional: the catalogue's label with "(optional)", type `tel` and the `tel` autofill hint. */
export const Optional: Story = {
  args: { isOptional: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: new RegExp(`^${de.fields.phone.label()}.*${de.ui.forms.optional()}`),
    });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).not.toBeRequired();
  },
};

/** Required (an event that asks for a phone number). */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: de.fields.phone.label() });
    await expect(input).toBeRequired();
  },
};

/** With the waiting list's hint. */
export const WithHint: Story = {
  args: {
    isOptional: true,
    description: <CatalogueText get={(LL) => LL.fields.phone.hint()} />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(de.fields.phone.hint());
  },
};

/** Tab into the field, type, and have the value reported. */
export const Keyboard: Story = {
  args: { isOptional: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('0171 1234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('0171 1234567');
  },
};

export const English: Story = {
  args: { isOptional: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en.fields.phone.label())).toBeVisible();
  },
};
