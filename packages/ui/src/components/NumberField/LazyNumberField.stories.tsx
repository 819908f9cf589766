import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import type { NumberFieldProps } from './NumberField';
import { LazyNumberField } from './LazyNumberField';

/** Holds the value as the booking form does (a quantity). */
function Controlled({ value, onChange, ...props }: NumberFieldProps) {
  const [current, setCurrent] = useState(value ?? 0);
  return (
    <LazyNumberField
      {...props}
      value={current}
      onChange={(next) => {
        setCurrent(next);
        onChange?.(next);
      }}
    />
  );
}

/** The loaded field renders react-aria's number field; the stand-in is plain markup. */
const isReal = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="number-field"][data-rac]') !== null;

/** The input, found anew: the first use puts the loaded field in the stand-in's place. */
const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox');

/** A quantity of the booking form whose parsing and stepping code load on first use (transactions §5). */
const meta = {
  title: 'Components/LazyNumberField',
  tags: ['autodocs', 'beta'],
  component: Controlled,
  parameters: {
    docs: {
      description: {
        component: `**Status: beta** — a stand-in that loads the real \`NumberField\` on first use.

The \`NumberField\` of the booking form's quantities, whose parsing, stepping and spin-button code
load only when it is first focused or a stepper is pressed. Until then a stand-in with the same
markup and looks shows the label and the value in the locale's format; the real field then takes
over the focus, what was typed or stepped meanwhile, and the pressed step.`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.fields.participantCount.label()} />,
    name: 'quantity',
    value: 1200,
    minValue: 0,
    step: 1,
    formatOptions: { maximumFractionDigits: 0 },
    onChange: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched: the stand-in shows the value as the field would (German grouping), and submits it. */
export const Untouched: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('1.200');
    await expect(canvasElement.querySelector('input[name="quantity"]')).toHaveValue('1200');
    await expect(isReal(canvasElement)).toBe(false);
  },
};

/** The stand-in and the loaded field take the same room: nothing moves when it arrives. */
export const SameSize: Story = {
  args: {
    description: (
      <CatalogueText get={(LL) => LL.fields.participantCount.hint({ min: 0, max: 1000 })} />
    ),
  },
  play: async ({ canvasElement }) => {
    const box = () => canvasElement.querySelector('[data-slot="number-field"]') as HTMLElement;
    const before = box().getBoundingClientRect();
    await userEvent.tab();
    await waitFor(() => expect(isReal(canvasElement)).toBe(true));
    const after = box().getBoundingClientRect();
    await expect([after.width, after.height]).toEqual([before.width, before.height]);
  },
};

/** Tab in and step at once: the loaded field takes the focus and the steps. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(1202));
    await expect(input(canvasElement)).toHaveFocus();
    await expect(input(canvasElement)).toHaveValue('1.202');
  },
};

/** Typed before the field arrived: the loaded field parses the text and keeps it on leaving. */
export const Typing: Story = {
  args: { value: 0 },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}12');
    await waitFor(() => expect(isReal(canvasElement)).toBe(true));
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await expect(input(canvasElement)).toHaveValue('12');
  },
};

/** A press on a stepper of the stand-in counts once the field is there. */
export const Press: Story = {
  args: { value: 3 },
  play: async ({ args, canvasElement }) => {
    const plus = canvasElement.querySelector('[slot="increment"]') as HTMLElement;
    await userEvent.click(plus);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(4));
    await expect(input(canvasElement)).toHaveValue('4');
  },
};

/** Disabled: the stand-in cannot be focused and loads nothing. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await userEvent.tab();
    await expect(isReal(canvasElement)).toBe(false);
  },
};

/** Invalid: the real field shows at once, with its message. */
export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: <CatalogueText get={(LL) => LL.ui.forms.errors.rangeOverflow()} />,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(isReal(canvasElement)).toBe(true));
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
