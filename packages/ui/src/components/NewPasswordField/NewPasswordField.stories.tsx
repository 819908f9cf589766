import { PASSWORD_MIN_LENGTH } from '@kurse/domain';
import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { NewPasswordField } from './NewPasswordField';

const de = messagesFor('de');
const en = messagesFor('en');

const meta = {
  title: 'Components/NewPasswordField',
  tags: ['autodocs', 'stable'],
  component: NewPasswordField,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — sign-up, a new account at booking or contract, and changing the password.

The field for a password being chosen: a required \`TextField\` of type \`password\`, autofilled as
\`new-password\`, labelled "Passwort" with the hint "Mindestens 8 Zeichen." (domain
\`PASSWORD_MIN_LENGTH\`). The form checks the length (domain \`validatePassword\`).

**When to use.** Wherever a new password is set. For logging in use a \`TextField\` of type
\`password\` with \`autoComplete="current-password"\`; for the repeated password use this field with
its own label and \`description={null}\`.

**Accessibility.** A labelled password input; the hint is read with it, and the error when
invalid. \`new-password\` lets password managers offer a strong password.

**Do**

- Keep the minimum-length hint visible before the visitor types.
- Pass the form's \`errorMessage\` when the length check fails.

**Don't**

- Don't set \`type\` or \`autoComplete\` yourself.
- Don't add rules the domain does not check.`,
      },
    },
  },
  args: { name: 'password', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The input by its label (the required marker after it is not part of the text matched). */
const input = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** Required, masked, autofilled as `new-password`, with the minimum-length hint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, de.fields.password.label());
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(field).toBeRequired();
    await expect(field).toHaveAccessibleDescription(
      de.fields.password.hint({ min: PASSWORD_MIN_LENGTH }),
    );
  },
};

/** The new password of the password-edit form: its own label, the same hint. */
export const NewPassword: Story = {
  args: { label: <CatalogueText get={(LL) => LL.fields.newPassword.label()} /> },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, de.fields.newPassword.label());
    await expect(field).toHaveAccessibleDescription(
      de.fields.password.hint({ min: PASSWORD_MIN_LENGTH }),
    );
  },
};

/** The repeated password: no hint. */
export const Confirmation: Story = {
  args: {
    name: 'passwordConfirmation',
    label: <CatalogueText get={(LL) => LL.fields.passwordConfirmation.label()} />,
    description: null,
  },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, de.fields.passwordConfirmation.label());
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(field).not.toHaveAttribute('aria-describedby');
  },
};

/** Too short: the form's message, read with the hint. */
export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'kurz',
    errorMessage: (
      <CatalogueText get={(LL) => LL.validation.minLength({ min: PASSWORD_MIN_LENGTH })} />
    ),
  },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, de.fields.password.label());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(de.validation.minLength({ min: PASSWORD_MIN_LENGTH })),
    );
  },
};

/** Tab into the field and type: the value is reported, never shown. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement, de.fields.password.label());
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('geheim123');
    await expect(args.onChange).toHaveBeenLastCalledWith('geheim123');
    await expect(within(canvasElement).queryByText('geheim123')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, en.fields.password.label())).toHaveAccessibleDescription(
      en.fields.password.hint({ min: PASSWORD_MIN_LENGTH }),
    );
  },
};
