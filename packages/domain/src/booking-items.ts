/**
 * The booking item questions of the booking form as pure rules: the visitor's answers, the values
 * sent with `POST /bookings`, the priced choices and summary lines, and the mandatory check.
 * Spec: transactions §2 Booking form content, §3 BookingItem / option / value, §5, §7, §9.
 */
import { TEXT_LIMITS, truncate } from './text';
import type { ValidationError } from './validation-rules';

/** The kinds of booking item. Spec: transactions §3 BookingItem (type). */
export type ItemType = 'text' | 'checkbox' | 'multiple' | 'radio' | 'quantity';

/** What the rules read of a booking item's option. Spec: transactions §3 BookingItem option. */
export interface ItemOption {
  id: number;
  name: string;
  /** Price in cents; 0 for free options. */
  price: number;
  /** False when booked out. */
  available?: boolean;
}

/**
 * What the rules read of a booking item (a question of the booking form). Spec: transactions §3
 * BookingItem.
 */
export interface ItemQuestion {
  id: number;
  label: string;
  type: ItemType;
  mandatory?: boolean;
  options?: readonly ItemOption[];
}

/**
 * One value sent as `bookingItemValuesAttributes` of `POST /bookings`. Spec: transactions §3
 * ItemQuestion value, §7 POST /bookings.
 */
export interface ItemValue {
  bookingItemId: number;
  value: string;
  quantity: number;
  bookingItemOptionId: number | null;
}

/**
 * The visitor's answer to one booking item. Spec: transactions §3 BookingItem, §5.
 * - `text`: the free text of a text item, as typed.
 * - `check`: a checkbox item without options, ticked or not.
 * - `options`: the chosen option ids of a checkbox, multiple or radio item (radio: at most one).
 * - `quantities`: the count per option id of a quantity item; 0 or missing means none.
 */
export type ItemAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'check'; checked: boolean }
  | { kind: 'options'; optionIds: readonly number[] }
  | { kind: 'quantities'; quantities: Readonly<Record<number, number>> };

/** The answers of the booking form, by booking item id. Spec: transactions §3, §5. */
export type ItemAnswers = Readonly<Record<number, ItemAnswer>>;

/**
 * A line of the booking summary for one chosen option (or a ticked checkbox item without options).
 * Spec: transactions §2 Booking form content, §9.
 */
export interface ItemSummaryLine {
  /** Stable React key: item id and option id. */
  key: string;
  /** The item's label, cut at 20 characters. */
  label: string;
  /** The option's name, cut at 20 characters; null for a checkbox item without options. */
  option: string | null;
  quantity: number;
  /** Price × quantity in cents; 0 for free options. */
  amount: number;
}

const optionsOf = (item: ItemQuestion): readonly ItemOption[] => item.options ?? [];

/** Booked-out options (`available === false`) cannot be chosen. Spec: transactions §5. */
export function isBookableOption(option: ItemOption): boolean {
  return option.available !== false;
}

/** The kind of answer an item takes. Spec: transactions §3 BookingItem (type). */
function kindOf(item: ItemQuestion): ItemAnswer['kind'] {
  if (item.type === 'text') return 'text';
  if (item.type === 'quantity') return 'quantities';
  if (item.type === 'checkbox' && optionsOf(item).length === 0) return 'check';
  return 'options';
}

/** The unanswered state of an item, by its type. Spec: transactions §3 BookingItem. */
export function emptyAnswer(item: ItemQuestion): ItemAnswer {
  switch (kindOf(item)) {
    case 'text':
      return { kind: 'text', text: '' };
    case 'check':
      return { kind: 'check', checked: false };
    case 'quantities':
      return { kind: 'quantities', quantities: {} };
    case 'options':
      return { kind: 'options', optionIds: [] };
  }
}

/**
 * The stored answer of an item, or its empty answer when there is none or it does not fit the
 * item's type. Spec: transactions §3 BookingItem.
 */
export function answerOf(item: ItemQuestion, answers: ItemAnswers): ItemAnswer {
  const answer = answers[item.id];
  return answer && answer.kind === kindOf(item) ? answer : emptyAnswer(item);
}

/**
 * The option answer for a new choice: only the item's bookable options, in the item's order; a
 * radio item keeps at most one (the last one chosen, so a new choice replaces the old).
 * Spec: transactions §5 (booked-out options disabled; radio selection exclusive within its item).
 */
export function chooseOptions(item: ItemQuestion, optionIds: readonly number[]): ItemAnswer {
  const bookable = optionsOf(item).filter(isBookableOption);
  if (item.type === 'radio') {
    const last = [...optionIds].reverse().find((id) => bookable.some((o) => o.id === id));
    return { kind: 'options', optionIds: last === undefined ? [] : [last] };
  }
  return {
    kind: 'options',
    optionIds: bookable.filter((o) => optionIds.includes(o.id)).map((o) => o.id),
  };
}

/**
 * A count as sent: whole and not below 0; anything else (an emptied field) is 0.
 * Spec: transactions §3 BookingItem value (quantity).
 */
export function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/** The values of one item, in the order of its options, without the item's id. */
function answersOf(item: ItemQuestion, answer: ItemAnswer): Omit<ItemValue, 'bookingItemId'>[] {
  const bookable = optionsOf(item).filter(isBookableOption);
  switch (answer.kind) {
    case 'text': {
      const text = answer.text.trim();
      return text === '' ? [] : [{ value: text, quantity: 1, bookingItemOptionId: null }];
    }
    case 'check':
      return answer.checked ? [{ value: item.label, quantity: 1, bookingItemOptionId: null }] : [];
    case 'options': {
      const chosen = bookable.filter((o) => answer.optionIds.includes(o.id));
      return (item.type === 'radio' ? chosen.slice(0, 1) : chosen).map((o) => ({
        value: o.name,
        quantity: 1,
        bookingItemOptionId: o.id,
      }));
    }
    case 'quantities':
      return bookable
        .map((o) => ({ option: o, quantity: wholeQuantity(answer.quantities[o.id] ?? 0) }))
        .filter(({ quantity }) => quantity > 0)
        .map(({ option, quantity }) => ({
          value: option.name,
          quantity,
          bookingItemOptionId: option.id,
        }));
  }
}

/** The values of one item, each naming the item. See {@link itemValues}. */
function valuesOf(item: ItemQuestion, answer: ItemAnswer): ItemValue[] {
  return answersOf(item, answer).map((value) => ({ bookingItemId: item.id, ...value }));
}

/**
 * The booking item values to send as `bookingItemValuesAttributes` of `POST /bookings`, items in
 * order, each naming its item (`bookingItemId`). Only answered items give values (unanswered ones
 * would be null and are not sent). Spec: transactions §5 (only values that are not null are
 * sent), §7 POST /bookings.
 * - Text: the trimmed text, if not empty, with quantity 1 and no option (`bookingItemOptionId:
 *   null`; a text item's options are not used).
 * - Checkbox without options, ticked: the item's label as the value (so the answer names its
 *   question), quantity 1, no option.
 * - Chosen options (checkbox, multiple, radio): one value per option with the option's name as
 *   the value, quantity 1 and its id; a radio item sends at most one.
 * - Quantity: one value per option with a whole count of at least 1, the name and the count.
 * Booked-out options are never sent, even if chosen before they became booked out.
 */
export function itemValues(items: readonly ItemQuestion[], answers: ItemAnswers): ItemValue[] {
  return items.flatMap((item) => valuesOf(item, answerOf(item, answers)));
}

/** The option of a sent value, if any. */
function optionOf(item: ItemQuestion, value: ItemValue): ItemOption | undefined {
  return optionsOf(item).find((o) => o.id === value.bookingItemOptionId);
}

/**
 * The priced choices for the booking summary (`bookingSummary({ items })`): price and quantity of
 * every option sent by {@link itemValues}, free ones included (the summary adds only prices above
 * 0). Spec: transactions §2 Booking form content (summary), §9 (paid booking items in the total).
 */
export function itemCharges(
  items: readonly ItemQuestion[],
  answers: ItemAnswers,
): { price: number; quantity: number }[] {
  return items.flatMap((item) =>
    valuesOf(item, answerOf(item, answers)).flatMap((value) => {
      const option = optionOf(item, value);
      return option ? [{ price: option.price, quantity: value.quantity }] : [];
    }),
  );
}

/**
 * The summary lines of the chosen booking items: one per sent option (and per ticked checkbox item
 * without options), with the item's label and the option's name each cut at 20 characters, the
 * quantity and price × quantity. Text answers are questions, not booked items, and get no line.
 * Spec: transactions §2 (booking item names cut at 20 characters in the summary), §9.
 */
export function itemSummaryLines(
  items: readonly ItemQuestion[],
  answers: ItemAnswers,
): ItemSummaryLine[] {
  const max = TEXT_LIMITS.bookingItemName;
  return items.flatMap((item) => {
    if (item.type === 'text') return [];
    return valuesOf(item, answerOf(item, answers)).map((value) => {
      const option = optionOf(item, value);
      const quantity = value.quantity;
      return {
        key: `${item.id}:${option?.id ?? 'item'}`,
        label: truncate(item.label, max),
        option: option ? truncate(option.name, max) : null,
        quantity,
        amount: (option?.price ?? 0) * quantity,
      };
    });
  });
}

/**
 * True when an item can be answered at all: a text item or a checkbox without options always; an
 * item with options only while one of them is bookable. Spec: transactions §5.
 */
export function isAnswerable(item: ItemQuestion): boolean {
  const kind = kindOf(item);
  return kind === 'text' || kind === 'check' || optionsOf(item).some(isBookableOption);
}

/**
 * The mandatory items left unanswered, each with the `required` error, by item id. An answer
 * counts when it gives a value to send (see {@link itemValues}): text that is blank after trimming
 * does not. A mandatory item whose options are all booked out cannot be answered and is not
 * required. Spec: transactions §5 (mandatory booking items).
 */
export function validateItems(
  items: readonly ItemQuestion[],
  answers: ItemAnswers,
): Record<number, ValidationError> {
  const errors: Record<number, ValidationError> = {};
  for (const item of items) {
    if (!item.mandatory || !isAnswerable(item)) continue;
    if (valuesOf(item, answerOf(item, answers)).length === 0) errors[item.id] = { key: 'required' };
  }
  return errors;
}

/**
 * The `name` of an item's form controls (all controls of an item share it), so a form can find
 * and focus the first one of an item with an error. Spec: transactions §5.
 */
export function itemFieldName(itemId: number): string {
  return `booking-item-${itemId}`;
}
