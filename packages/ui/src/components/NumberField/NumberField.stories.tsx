import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { NumberField } from './NumberField';

const de = messagesFor('de');

/** The waiting list's participant count: 1 to 1000, default 1 (discovery §5). */
const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
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
