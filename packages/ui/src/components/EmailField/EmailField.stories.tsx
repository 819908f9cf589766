import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { EmailField } from './EmailField';

const de = messagesFor('de');
const en = messagesFor('en');

const meta = {
  title: 'Components/EmailField',
  tags: ['autodocs', 'stable'],
  component: EmailField,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the e-mail field of every form (sign-up, login, booking, contact, waiting list).

The e-mail field of every form: a \`TextField\` of type \`email\`, autofilled as \`email\`, labelled
"E-Mail-Adresse" unless a label is given. The form checks the format (domain \`email\`) and passes
the message as \`errorMessage\`.

**When to use.** For every e-mail address. Use a plain \`TextField\` only for text that is not an
address.

**Accessibility.** A labelled text input; phones show the e-mail keyboard and browsers offer the
saved address. The label, the description and the error are read with it.

**Do**

- Pass the form's binding (\`name\`, value, \`isInvalid\`, \`errorMessage\`) and \`isRequired\`.
- Give a label only when it says something else ("E-Mail-Adresse des Anbieters").

**Don't**

- Don't set \`type\` or \`autoComplete\` yourself.
- Don't check the format while the visitor is still typing.`,
      },
    },
  },
  args: { name: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's label, type `email` and the `email` autofill hint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: de.fields.email.label() });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).not.toBeRequired();
  },
};

/** Required, with the form's format message once invalid. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    defaultValue: 'anna@',
    errorMessage: <CatalogueText get={(LL) => LL.validation.email()} />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: `${de.fields.email.label()}`,
    });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(de.validation.email());
  },
};

/** A form's own label and placeholder (the lead form's provider address). */
export const OwnLabel: Story = {
  args: {
    isRequired: true,
    label: <CatalogueText get={(LL) => LL.fields.lead.email.label()} />,
    placeholder: de.fields.lead.email.placeholder(),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: de.fields.lead.email.label(),
    });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('placeholder', de.fields.lead.email.placeholder());
  },
};

/** Tab into the field, type, and have the value reported. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: de.fields.email.label() });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('anna@example.org');
    await expect(args.onChange).toHaveBeenLastCalledWith('anna@example.org');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: en.fields.email.label() }),
    ).toBeVisible();
  },
};
