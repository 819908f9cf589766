import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { Radio, RadioGroup } from './RadioGroup';

const de = messagesFor('de');

/** The payment method of the checkout (transactions §4), values as domain keys. */
const meta = {
  title: 'Components/RadioGroup',
  tags: ['autodocs', 'stable'],
  component: RadioGroup,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — payment method, price option, booking items and contract account fields; stories for every state.

One choice out of several: \`Radio\`s under one label, in a column or a row (\`orientation\`), with a
description and an error for the group. The stories show the checkout's payment methods
(transactions §4), values as domain keys.

**When to use.** When exactly one of two to about seven options must be chosen and people should
see them all. Use a \`Select\` for longer lists, a \`Checkbox\` for a single yes/no, and a
\`ToggleButtonGroup\` for switching a view.

**Accessibility.** A \`radiogroup\` named by its label. Tab enters the group at the chosen radio;
the arrow keys move the choice; Space chooses. The group's description and error are read with it.
Each \`Radio\` may have its own \`description\`.

**Do**

- Order the options in a way people expect (most common first, or a natural order).
- Preselect an option only when most people would choose it anyway.

**Don't**

- Don't use radios for options that can be combined.
- Don't hide an option's price or condition in a tooltip: put it in its \`description\`.`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.booking.payment.title()} />,
    name: 'paymentMethod',
    onChange: fn(),
    children: (
      <>
        <Radio value="card">
          <CatalogueText get={(LL) => LL.booking.payment.methods.card()} />
        </Radio>
        <Radio value="sepaDebit">
          <CatalogueText get={(LL) => LL.booking.payment.methods.sepaDebit()} />
        </Radio>
        <Radio value="paypal">
          <CatalogueText get={(LL) => LL.booking.payment.methods.paypal()} />
        </Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 'sepaDebit' } };

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'card' } };

export const WithDescription: Story = {
  args: {
    children: (
      <>
        <Radio value="card">
          <CatalogueText get={(LL) => LL.booking.payment.methods.card()} />
        </Radio>
        <Radio
          value="sepaDebit"
          description={
            <CatalogueText get={(LL) => LL.ui.forms.examples.paymentSepaDescription()} />
          }
        >
          <CatalogueText get={(LL) => LL.booking.payment.methods.sepaDebit()} />
        </Radio>
      </>
    ),
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'card' } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: <CatalogueText get={(LL) => LL.booking.payment.choose()} />,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', {
      name: de.booking.payment.title(),
    });
    await expect(group).toHaveAccessibleDescription(de.booking.payment.choose());
  },
};

export const English: Story = { args: Invalid.args, globals: { locale: 'en' } };

/** Tab into the group, then the arrow keys move the choice; Tab leaves the group. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const card = canvas.getByRole('radio', { name: de.booking.payment.methods.card() });
    await expect(card).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(card).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    const sepa = canvas.getByRole('radio', { name: de.booking.payment.methods.sepaDebit() });
    await expect(sepa).toHaveFocus();
    await expect(sepa).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('sepaDebit');
  },
};
