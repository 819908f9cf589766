import { PASSWORD_MIN_LENGTH } from '@kurse/domain';
import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { TextField } from './TextField';

const de = messagesFor('de');

const meta = {
  title: 'Components/TextField',
  tags: ['autodocs', 'stable'],
  component: TextField,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the names, addresses and other text inputs of every form; every state has a story.

A single-line text input with label, description, required marker or "(optional)", and error
message. Types \`text\` (default), \`email\`, \`tel\`, \`password\`, \`url\` and \`search\`.

**When to use.** For short free text. Use the presets for e-mail (\`EmailField\`), phone
(\`PhoneField\`) and new passwords (\`NewPasswordField\`); a \`TextArea\` for longer text; a
\`NumberField\` for amounts.

**Accessibility.** The label names the input; description and error are linked to it. Errors
show when the form is sent. Set \`autoComplete\` for personal data so browsers can fill it in.

**Do**

- Size the field to the expected answer.
- Give \`autoComplete\` for names and addresses (\`given-name\`, \`postal-code\`).

**Don't**

- Don't replace the label with a placeholder.
- Don't ask for the same information twice.`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.fields.email.label()} />,
    type: 'email',
    name: 'email',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'password', 'url', 'search'] },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    description: <CatalogueText get={(LL) => LL.ui.forms.examples.emailDescription()} />,
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Optional: Story = {
  args: {
    label: <CatalogueText get={(LL) => LL.fields.phone.label()} />,
    type: 'tel',
    name: 'phone',
    isOptional: true,
  },
};

export const Password: Story = {
  args: {
    label: <CatalogueText get={(LL) => LL.fields.password.label()} />,
    type: 'password',
    name: 'password',
    isRequired: true,
    description: (
      <CatalogueText get={(LL) => LL.fields.password.hint({ min: PASSWORD_MIN_LENGTH })} />
    ),
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'anna@example.org' } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    defaultValue: 'anna@example.org',
    errorMessage: <CatalogueText get={(LL) => LL.ui.forms.examples.emailTaken()} />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: de.fields.email.label() });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(de.ui.forms.examples.emailTaken());
  },
};

export const English: Story = {
  args: { ...Invalid.args, description: WithDescription.args?.description },
  globals: { locale: 'en' },
};

/** Tab into the field, type, and have the value and the change reported. */
export const Keyboard: Story = {
  args: { isRequired: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: de.fields.email.label() });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('anna@example.org');
    await expect(input).toHaveValue('anna@example.org');
    await expect(args.onChange).toHaveBeenLastCalledWith('anna@example.org');
  },
};
