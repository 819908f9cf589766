import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { NumberField } from './NumberField';

const de = messagesFor('de');

/** The waiting list's participant count: 1 to 1000, default 1 (discovery §5). */
const meta = {
  title: 'Components/NumberField',
  tags: ['autodocs', 'stable'],
  component: NumberField,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the waiting list's and the booking items' counts (\`LazyNumberField\`); stories for every state.

A number input with minus and plus buttons, kept within \`minValue\` and \`maxValue\` and formatted in
the active locale. The stories show the waiting list's participant count: 1 to 1000, default 1
(discovery §5). \`LazyNumberField\` is the same field whose code loads on first use.

**When to use.** For a small count the visitor may step through (participants, items). Use a
\`TextField\` for numbers that are not amounts (postcodes, phone numbers), and a \`Slider\` for a
rough value in a range.

**Accessibility.** A labelled \`spinbutton\`: the up and down arrows step, Page Up and Page Down
take bigger steps, Home and End jump to the limits. The minus and plus buttons are for pointers
and are left out of the tab order.

**Do**

- Set \`minValue\` and \`maxValue\` from the domain's limits.
- Say the unit in the label ("Anzahl der Personen").

**Don't**

- Don't use it for identifiers or codes.
- Don't rely on the buttons alone: typing must work too.`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.fields.participantCount.label()} />,
    name: 'participantCount',
    defaultValue: 1,
    minValue: 1,
    maxValue: 1000,
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    description: (
      <CatalogueText get={(LL) => LL.fields.participantCount.hint({ min: 1, max: 1000 })} />
    ),
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 1000,
    errorMessage: <CatalogueText get={(LL) => LL.ui.forms.errors.rangeOverflow()} />,
  },
};

export const English: Story = {
  args: { ...WithDescription.args, defaultValue: 1200, isRequired: true },
  globals: { locale: 'en' },
};

/** Arrows step, typing replaces, and leaving the field clamps to the maximum. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: de.fields.participantCount.label(),
    });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{Control>}a{/Control}1500');
    await userEvent.tab();
    await expect(input).toHaveValue('1.000');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000);
  },
};
