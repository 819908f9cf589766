import type { BookingItem, BookingItemValueInput } from '@kurse/api-client';
import { type ValidationError, itemValues, validateItems, type ItemAnswers } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button } from '@kurse/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingItemsFields } from './BookingItemsFields';
import { focusFirstItemError } from './focus-item-error';

const option = (id: number, name: string, price: number, available = true) => ({
  id,
  name,
  price,
  currency: 'EUR' as const,
  vatRate: 0.19,
  available,
});

/** Booking items of a holiday pottery course, one of every type, as the seed gives them. */
const ITEMS: BookingItem[] = [
  {
    id: 11,
    label: 'Allergien und Unverträglichkeiten',
    type: 'text',
    mandatory: true,
    options: [],
  },
  {
    id: 12,
    label: 'Schwimmwindeln',
    type: 'checkbox',
    mandatory: false,
    options: [option(121, 'Schwimmwindel-Set (5 Stück)', 750)],
  },
  {
    id: 13,
    label: 'Zusatzmaterial',
    type: 'multiple',
    mandatory: false,
    options: [
      option(131, 'Tonset zum Weiterarbeiten zu Hause', 1200),
      option(132, 'Glasur-Set in sechs Farben', 800, false),
      option(133, 'Kinderschürze mit Namen', 1500),
    ],
  },
  {
    id: 14,
    label: 'T-Shirt-Größe',
    type: 'radio',
    mandatory: true,
    options: [
      option(141, '116', 0),
      option(142, '128', 0),
      option(143, '140', 0, false),
      option(144, '152', 0),
    ],
  },
  {
    id: 15,
    label: 'Frühbetreuung',
    type: 'radio',
    mandatory: false,
    options: [option(151, 'ab 7:30 Uhr', 500), option(152, 'ab 8:00 Uhr', 300)],
  },
  {
    id: 16,
    label: 'Mittagessen',
    type: 'quantity',
    mandatory: false,
    options: [option(161, 'Mittagessen pro Tag', 650), option(162, 'Obstteller', 0)],
  },
  { id: 17, label: 'Hausordnung des Ateliers akzeptiert', type: 'checkbox', mandatory: true },
];

/** A mandatory quantity item with a booked-out option. */
const LUNCH: BookingItem[] = [
  {
    id: 21,
    label: 'Mittagessen',
    type: 'quantity',
    mandatory: true,
    options: [
      option(211, 'Mittagessen pro Tag', 650),
      option(212, 'Vegetarisches Mittagessen', 650, false),
      option(213, 'Obstteller', 0),
    ],
  },
];

type HarnessProps = {
  items: readonly BookingItem[];
  /** The answers the form starts with. */
  answers: ItemAnswers;
  isDisabled?: boolean;
  /** Every change of the answers, as the fields report it. */
  onChange: (answers: ItemAnswers) => void;
  /** The form was sent with all mandatory items answered: the values it would send. */
  onSubmit: (values: BookingItemValueInput[]) => void;
};

/**
 * The fields inside a booking form, as the booking form uses them: it holds the answers, checks
 * the mandatory items on sending (errors at the items, the first one focused), clears an item's
 * error when its answer changes and sends `itemValues`.
 */
function BookingFormHarness({
  items,
  answers: initial,
  isDisabled,
  onChange,
  onSubmit,
}: HarnessProps) {
  const { LL } = useI18n();
  const [answers, setAnswers] = useState(initial);
  const [errors, setErrors] = useState<Record<number, ValidationError | undefined>>({});
  return (
    <form
      noValidate
      className="flex w-md max-w-full flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        const found = validateItems(items, answers);
        setErrors(found);
        if (!focusFirstItemError(e.currentTarget, items, found))
          onSubmit(itemValues(items, answers));
      }}
    >
      <BookingItemsFields
        items={items}
        answers={answers}
        errors={errors}
        isDisabled={isDisabled}
        onChange={(next) => {
          const changed = items.filter((item) => next[item.id] !== answers[item.id]);
          setErrors((previous) => ({
            ...previous,
            ...Object.fromEntries(changed.map((item) => [item.id, undefined])),
          }));
          setAnswers(next);
          onChange(next);
        }}
      />
      <Button type="submit" className="self-start">
        {LL.booking.submit()}
      </Button>
    </form>
  );
}

/**
 * The booking item questions of the booking form: text, checkbox (with an option, and without),
 * multiple, radio (mandatory, and optional with "no selection") and quantity. Spec: transactions
 * §2 Booking form content, §3 BookingItem, §5 (booking item questions), §7 POST /bookings.
 */
const meta = {
  title: 'Features/Booking/BookingItemsFields',
  component: BookingFormHarness,
  parameters: { layout: 'padded' },
  args: { items: ITEMS, answers: {}, onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof BookingFormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last answers reported through `onChange`. */
const lastAnswers = (onChange: HarnessProps['onChange']) =>
  (onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as ItemAnswers | undefined;

/**
 * Every type, labelled and starred where mandatory, with prices (free options without one). Filled
 * in by keyboard and pointer, the form sends one value per answer: the text trimmed, each chosen
 * option with its id, the quantity per option, and the ticked checkbox without options by its label.
 */
export const AllTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: /Allergien und Unverträglichkeiten/ });
    await expect(text).toBeRequired();
    await expect(canvas.getByRole('group', { name: 'Schwimmwindeln' })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: /^Schwimmwindel-Set \(5 Stück\)\s*7,50\s€$/ }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Zusatzmaterial' })).toBeVisible();
    const shirts = canvas.getByRole('radiogroup', { name: /T-Shirt-Größe/ });
    await expect(shirts).toHaveAttribute('aria-required', 'true');
    await expect(within(shirts).getByRole('radio', { name: '116' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Keine Auswahl' })).toBeChecked();
    const lunch = canvas.getByRole('textbox', { name: 'Mittagessen pro Tag' });
    await expect(lunch).toHaveAccessibleDescription('je 6,50 €');
    await expect(lunch).toHaveValue('0');
    await expect(
      canvas.getByRole('textbox', { name: 'Obstteller' }),
    ).not.toHaveAccessibleDescription();

    await userEvent.type(text, '  Keine bekannten Allergien ');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Schwimmwindel-Set/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Kinderschürze mit Namen/ }));
    await userEvent.click(canvas.getByRole('radio', { name: '128' }));
    await userEvent.click(canvas.getByRole('radio', { name: /ab 8:00 Uhr/ }));
    await userEvent.click(lunch);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Hausordnung/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig buchen' }));

    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith([
      {
        bookingItemId: 11,
        value: 'Keine bekannten Allergien',
        quantity: 1,
        bookingItemOptionId: null,
      },
      {
        bookingItemId: 12,
        value: 'Schwimmwindel-Set (5 Stück)',
        quantity: 1,
        bookingItemOptionId: 121,
      },
      {
        bookingItemId: 13,
        value: 'Kinderschürze mit Namen',
        quantity: 1,
        bookingItemOptionId: 133,
      },
      { bookingItemId: 14, value: '128', quantity: 1, bookingItemOptionId: 142 },
      { bookingItemId: 15, value: 'ab 8:00 Uhr', quantity: 1, bookingItemOptionId: 152 },
      { bookingItemId: 16, value: 'Mittagessen pro Tag', quantity: 2, bookingItemOptionId: 161 },
      {
        bookingItemId: 17,
        value: 'Hausordnung des Ateliers akzeptiert',
        quantity: 1,
        bookingItemOptionId: null,
      },
    ]);
    await expect(text).toHaveValue('  Keine bekannten Allergien ');
  },
};

/**
 * Radio selection is exclusive within its item: a new choice replaces the old, arrow keys skip the
 * booked-out size, and an optional item can go back to "no selection".
 */
export const RadioExclusive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shirts = within(canvas.getByRole('radiogroup', { name: /T-Shirt-Größe/ }));
    await userEvent.click(shirts.getByRole('radio', { name: '116' }));
    await userEvent.click(shirts.getByRole('radio', { name: '128' }));
    await expect(shirts.getByRole('radio', { name: '116' })).not.toBeChecked();
    await expect(shirts.getByRole('radio', { name: '128' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(shirts.getByRole('radio', { name: '152' })).toBeChecked();
    await expect(shirts.getByRole('radio', { name: '152' })).toHaveFocus();
    await expect(lastAnswers(args.onChange)?.[14]).toEqual({ kind: 'options', optionIds: [144] });

    const early = within(canvas.getByRole('radiogroup', { name: 'Frühbetreuung' }));
    await userEvent.click(early.getByRole('radio', { name: /ab 7:30 Uhr\s*5,00\s€/ }));
    await expect(lastAnswers(args.onChange)?.[15]).toEqual({ kind: 'options', optionIds: [151] });
    await userEvent.click(early.getByRole('radio', { name: 'Keine Auswahl' }));
    await expect(lastAnswers(args.onChange)?.[15]).toEqual({ kind: 'options', optionIds: [] });
    await expect(early.getByRole('radio', { name: /ab 7:30 Uhr/ })).not.toBeChecked();
  },
};

/**
 * Sending with the mandatory items left empty: each shows its error at the field, the first is
 * focused, nothing is sent. Answering an item clears its error and keeps what was typed.
 */
export const MandatoryLeftEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig buchen' }));
    const text = canvas.getByRole('textbox', { name: /Allergien und Unverträglichkeiten/ });
    await waitFor(() => expect(text).toHaveFocus());
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
    const shirts = canvas.getByRole('radiogroup', { name: /T-Shirt-Größe/ });
    await expect(shirts).toHaveAccessibleDescription('Bitte wähle eine Option aus.');
    const rules = canvas.getByRole('checkbox', { name: /Hausordnung/ });
    await expect(rules).toHaveAccessibleDescription('Bitte setze hier ein Häkchen.');
    await expect(canvas.getByRole('group', { name: 'Zusatzmaterial' })).not.toHaveAttribute(
      'aria-describedby',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(text, 'Nüsse');
    await expect(text).not.toHaveAttribute('aria-invalid');
    await expect(text).toHaveValue('Nüsse');
    await expect(shirts).toHaveAccessibleDescription('Bitte wähle eine Option aus.');
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig buchen' }));
    await waitFor(() => expect(within(shirts).getByRole('radio', { name: '116' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Booked-out options are disabled and say so; they cannot be chosen. */
export const BookedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const glaze = canvas.getByRole('checkbox', {
      name: /^Glasur-Set in sechs Farben\s*8,00\s€\s*ausgebucht$/,
    });
    await expect(glaze).toBeDisabled();
    const size = canvas.getByRole('radio', { name: /^140\s*ausgebucht$/ });
    await expect(size).toBeDisabled();
    await userEvent.click(glaze);
    await userEvent.click(size);
    await expect(glaze).not.toBeChecked();
    await expect(size).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: /Tonset/ })).toBeEnabled();
  },
};

/**
 * A mandatory quantity item: whole numbers from 0 per option, by arrow keys or typing; every change
 * is reported. The booked-out option is disabled, a count of 0 everywhere is an error.
 */
export const Quantities: Story = {
  args: { items: LUNCH },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: /Mittagessen/ });
    await expect(group).toHaveAccessibleName('Mittagessen (Pflichtangabe)');
    const veggie = canvas.getByRole('textbox', { name: 'Vegetarisches Mittagessen' });
    await expect(veggie).toBeDisabled();
    await expect(veggie).toHaveAccessibleDescription('je 6,50 € · ausgebucht');

    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig buchen' }));
    // Found anew each time: the first focus puts the loaded field in its stand-in's place.
    const lunch = () => canvas.getByRole('textbox', { name: 'Mittagessen pro Tag' });
    await waitFor(() => expect(lunch()).toHaveFocus());
    await expect(lunch()).toHaveAccessibleDescription(
      'je 6,50 € Bitte gib bei mindestens einer Option eine Anzahl an.',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(lunch()).toHaveValue('0');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        21: { kind: 'quantities', quantities: { 211: 1 } },
      }),
    );
    await expect(lunch()).toHaveAccessibleDescription('je 6,50 €');

    const fruit = () => canvas.getByRole('textbox', { name: 'Obstteller' });
    await userEvent.click(fruit());
    await userEvent.keyboard('{Control>}a{/Control}3');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      21: { kind: 'quantities', quantities: { 211: 1, 213: 3 } },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig buchen' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { bookingItemId: 21, value: 'Mittagessen pro Tag', quantity: 1, bookingItemOptionId: 211 },
      { bookingItemId: 21, value: 'Obstteller', quantity: 3, bookingItemOptionId: 213 },
    ]);
  },
};

/** While the booking is sent, every field is disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, answers: { 11: { kind: 'text', text: 'Laktose' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: /Allergien/ });
    await expect(text).toHaveValue('Laktose');
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** English: prices, "sold out", the per-unit price and the errors. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: /^Glasur-Set in sechs Farben\s*€8\.00\s*sold out$/ }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('textbox', { name: 'Mittagessen pro Tag' }),
    ).toHaveAccessibleDescription('€6.50 each');
    await expect(canvas.getByRole('radio', { name: 'No selection' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Book and pay' }));
    const text = canvas.getByRole('textbox', { name: /Allergien/ });
    await waitFor(() => expect(text).toHaveAccessibleDescription('Please fill in this field.'));
    await expect(
      canvas.getByRole('radiogroup', { name: /T-Shirt-Größe/ }),
    ).toHaveAccessibleDescription('Please choose an option.');
    await expect(canvas.getByRole('checkbox', { name: /Hausordnung/ })).toHaveAccessibleDescription(
      'Please tick this box.',
    );
  },
};
