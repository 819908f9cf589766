import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { Radio, RadioGroup } from './RadioGroup';

const de = messagesFor('de');

/** The payment method of the checkout (transactions §4), values as domain keys. */
const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
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
