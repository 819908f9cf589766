import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Input, TextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { CatalogueText } from './CatalogueText';
import { Description, FieldError, Label, fieldStyles } from './Field';
import { inputVariants } from './Field.variants';

const de = messagesFor('de');

/** The shared parts composed into a field, as TextField and the other inputs use them. */
const meta = {
  title: 'Components/Field',
  tags: ['autodocs', 'stable'],
  component: Label,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the parts inside every field of the library; stories for optional, required and keyboard.

The shared parts of a field, composed as \`TextField\` and the other inputs use them: \`Label\` (with
the required asterisk or "(optional)"), \`Description\`, \`FieldError\`, and the styles
\`fieldStyles\` and \`inputVariants\`.

**When to use.** Only to build a new field from a react-aria-components input. For a form, use the
ready fields (\`TextField\`, \`EmailField\`, \`Select\`, …), which already contain these parts.

**Accessibility.** Inside a react-aria field the label is linked to the input, the description
through \`aria-describedby\` and the error as well while the field is invalid. The asterisk is hidden
from screen readers (the input is \`required\`); "(optional)" is read as part of the name. Without a
message of its own, \`FieldError\` shows the catalogue's text for the failed browser check.

**Do**

- Mark required fields with \`isRequired\`, or the optional ones with \`isOptional\`, whichever
  there are fewer of in the form.
- Put hints in \`Description\`, not in the placeholder.

**Don't**

- Don't use \`Label\` outside a react-aria field: nothing links it.
- Don't write an error message in red text of your own: use \`FieldError\`.`,
      },
    },
  },
  args: { children: <CatalogueText get={(LL) => LL.fields.email.label()} /> },
  render: (args) => (
    <Form className="w-80">
      <TextField type="email" isRequired={args.isRequired} className={fieldStyles}>
        <Label {...args} />
        <Description>
          <CatalogueText get={(LL) => LL.ui.forms.examples.emailDescription()} />
        </Description>
        <Input className={inputVariants()} />
        <FieldError />
      </TextField>
      <Button type="submit" className="mt-4">
        <CatalogueText get={(LL) => LL.common.submit()} />
      </Button>
    </Form>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Optional: Story = { args: { isOptional: true } };

/** The asterisk is only visual: it is hidden from assistive technology, the input is required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: de.fields.email.label() });
    await expect(input).toBeRequired();
    const marker = canvasElement.querySelector('[data-slot="required-marker"]');
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Without a message of its own, FieldError shows the catalogue's text for the failed check. */
export const Keyboard: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('kurse@');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: de.fields.email.label() });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(de.ui.forms.errors.typeMismatch()),
    );
  },
};

export const English: Story = {
  args: { isRequired: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const en = messagesFor('en');
    await expect(await canvas.findByText(en.validation.required())).toBeVisible();
  },
};
