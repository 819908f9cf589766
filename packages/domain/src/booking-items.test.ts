import { describe, expect, it } from 'vitest';
import {
  answerOf,
  chooseOptions,
  emptyAnswer,
  isAnswerable,
  itemCharges,
  itemFieldName,
  itemSummaryLines,
  itemValues,
  validateItems,
  wholeQuantity,
  type ItemAnswers,
  type ItemQuestion,
} from './booking-items';
import { bookingSummary } from './booking-summary';

const option = (id: number, name: string, price: number, available = true) => ({
  id,
  name,
  price,
  currency: 'EUR' as const,
  vatRate: 0.19,
  available,
});

const allergies: ItemQuestion = {
  id: 1,
  label: 'Allergien und Unverträglichkeiten',
  type: 'text',
  mandatory: true,
  options: [],
};
const diapers: ItemQuestion = {
  id: 2,
  label: 'Schwimmwindeln',
  type: 'checkbox',
  mandatory: false,
  options: [option(21, 'Schwimmwindel-Set (5 Stück)', 750)],
};
const extras: ItemQuestion = {
  id: 3,
  label: 'Zusatzmaterial',
  type: 'multiple',
  mandatory: false,
  options: [
    option(31, 'Tonset zum Weiterarbeiten zu Hause', 1200),
    option(32, 'Glasur-Set in sechs Farben', 800, false),
    option(33, 'Kinderschürze mit Namen', 1500),
  ],
};
const shirt: ItemQuestion = {
  id: 4,
  label: 'T-Shirt-Größe',
  type: 'radio',
  mandatory: true,
  options: [option(41, '116', 0), option(42, '128', 0), option(43, '140', 0, false)],
};
const lunch: ItemQuestion = {
  id: 5,
  label: 'Mittagessen',
  type: 'quantity',
  mandatory: false,
  options: [option(51, 'Mittagessen pro Tag', 650), option(52, 'Obstteller', 0)],
};
const consent: ItemQuestion = { id: 6, label: 'Fotoerlaubnis', type: 'checkbox', mandatory: true };

const items = [allergies, diapers, extras, shirt, lunch, consent];

describe('emptyAnswer and answerOf (transactions §3 ItemQuestion)', () => {
  it('gives each type its empty answer', () => {
    expect(emptyAnswer(allergies)).toEqual({ kind: 'text', text: '' });
    expect(emptyAnswer(diapers)).toEqual({ kind: 'options', optionIds: [] });
    expect(emptyAnswer(extras)).toEqual({ kind: 'options', optionIds: [] });
    expect(emptyAnswer(shirt)).toEqual({ kind: 'options', optionIds: [] });
    expect(emptyAnswer(lunch)).toEqual({ kind: 'quantities', quantities: {} });
    expect(emptyAnswer(consent)).toEqual({ kind: 'check', checked: false });
  });

  it('keeps a stored answer of the right kind and ignores one that does not fit', () => {
    const answers: ItemAnswers = {
      1: { kind: 'text', text: 'Nüsse' },
      4: { kind: 'text', text: '128' },
    };
    expect(answerOf(allergies, answers)).toEqual({ kind: 'text', text: 'Nüsse' });
    expect(answerOf(shirt, answers)).toEqual({ kind: 'options', optionIds: [] });
    expect(answerOf(lunch, answers)).toEqual({ kind: 'quantities', quantities: {} });
  });
});

describe('chooseOptions (transactions §5)', () => {
  it('keeps one radio option: the newest choice replaces the old', () => {
    expect(chooseOptions(shirt, [41, 42])).toEqual({ kind: 'options', optionIds: [42] });
    expect(chooseOptions(shirt, [])).toEqual({ kind: 'options', optionIds: [] });
  });

  it('drops booked-out and unknown options, in the order of the item', () => {
    expect(chooseOptions(extras, [33, 32, 99, 31])).toEqual({
      kind: 'options',
      optionIds: [31, 33],
    });
    expect(chooseOptions(shirt, [42, 43])).toEqual({ kind: 'options', optionIds: [42] });
  });
});

describe('wholeQuantity', () => {
  it('keeps whole counts, floors fractions and makes negative or empty counts 0', () => {
    expect(wholeQuantity(3)).toBe(3);
    expect(wholeQuantity(2.7)).toBe(2);
    expect(wholeQuantity(-1)).toBe(0);
    expect(wholeQuantity(Number.NaN)).toBe(0);
  });
});

describe('itemValues (transactions §5, §7 POST /bookings)', () => {
  it('sends nothing for unanswered items', () => {
    expect(itemValues(items, {})).toEqual([]);
    expect(
      itemValues(items, {
        1: { kind: 'text', text: '   ' },
        5: { kind: 'quantities', quantities: { 51: 0 } },
        6: { kind: 'check', checked: false },
      }),
    ).toEqual([]);
  });

  it('sends every answer in item order with its item, option id and quantity', () => {
    const answers: ItemAnswers = {
      6: { kind: 'check', checked: true },
      5: { kind: 'quantities', quantities: { 51: 3, 52: 1 } },
      4: { kind: 'options', optionIds: [42] },
      3: { kind: 'options', optionIds: [33, 31] },
      2: { kind: 'options', optionIds: [21] },
      1: { kind: 'text', text: '  Keine bekannten Allergien ' },
    };
    expect(itemValues(items, answers)).toEqual([
      {
        bookingItemId: 1,
        value: 'Keine bekannten Allergien',
        quantity: 1,
        bookingItemOptionId: null,
      },
      {
        bookingItemId: 2,
        value: 'Schwimmwindel-Set (5 Stück)',
        quantity: 1,
        bookingItemOptionId: 21,
      },
      {
        bookingItemId: 3,
        value: 'Tonset zum Weiterarbeiten zu Hause',
        quantity: 1,
        bookingItemOptionId: 31,
      },
      { bookingItemId: 3, value: 'Kinderschürze mit Namen', quantity: 1, bookingItemOptionId: 33 },
      { bookingItemId: 4, value: '128', quantity: 1, bookingItemOptionId: 42 },
      { bookingItemId: 5, value: 'Mittagessen pro Tag', quantity: 3, bookingItemOptionId: 51 },
      { bookingItemId: 5, value: 'Obstteller', quantity: 1, bookingItemOptionId: 52 },
      { bookingItemId: 6, value: 'Fotoerlaubnis', quantity: 1, bookingItemOptionId: null },
    ]);
  });

  it('never sends booked-out options, a second radio option or a broken count', () => {
    const answers: ItemAnswers = {
      3: { kind: 'options', optionIds: [32] },
      4: { kind: 'options', optionIds: [41, 42, 43] },
      5: { kind: 'quantities', quantities: { 51: 2.5, 52: -2 } },
    };
    expect(itemValues(items, answers)).toEqual([
      { bookingItemId: 4, value: '116', quantity: 1, bookingItemOptionId: 41 },
      { bookingItemId: 5, value: 'Mittagessen pro Tag', quantity: 2, bookingItemOptionId: 51 },
    ]);
  });

  it('ignores answers to items that are not in the list', () => {
    expect(itemValues([lunch], { 1: { kind: 'text', text: 'Nüsse' } })).toEqual([]);
  });
});

describe('itemCharges (transactions §2 summary, §9)', () => {
  it('gives price and quantity of every chosen option, free ones included', () => {
    const answers: ItemAnswers = {
      1: { kind: 'text', text: 'Nüsse' },
      2: { kind: 'options', optionIds: [21] },
      4: { kind: 'options', optionIds: [41] },
      5: { kind: 'quantities', quantities: { 51: 4 } },
      6: { kind: 'check', checked: true },
    };
    const charges = itemCharges(items, answers);
    expect(charges).toEqual([
      { price: 750, quantity: 1 },
      { price: 0, quantity: 1 },
      { price: 650, quantity: 4 },
    ]);
    const summary = bookingSummary({
      price: 10000,
      participants: 1,
      items: charges,
      voucher: null,
      serviceFeeRate: 0,
      maxServiceFee: null,
      serviceFeeIncluded: true,
    });
    expect(summary.itemsAmount).toBe(750 + 4 * 650);
  });
});

describe('itemSummaryLines (transactions §2: names cut at 20 characters)', () => {
  it('lists chosen options with label and name cut at 20, quantity and amount', () => {
    const answers: ItemAnswers = {
      1: { kind: 'text', text: 'Nüsse' },
      3: { kind: 'options', optionIds: [31] },
      5: { kind: 'quantities', quantities: { 51: 2 } },
      6: { kind: 'check', checked: true },
    };
    expect(itemSummaryLines(items, answers)).toEqual([
      {
        key: '3:31',
        label: 'Zusatzmaterial',
        option: 'Tonset zum Weiterarb…',
        quantity: 1,
        amount: 1200,
      },
      {
        key: '5:51',
        label: 'Mittagessen',
        option: 'Mittagessen pro Tag',
        quantity: 2,
        amount: 1300,
      },
      { key: '6:item', label: 'Fotoerlaubnis', option: null, quantity: 1, amount: 0 },
    ]);
  });

  it('cuts a long item label at 20 characters', () => {
    const long: ItemQuestion = { ...extras, label: 'Zusatzmaterial für zu Hause' };
    const [line] = itemSummaryLines([long], { 3: { kind: 'options', optionIds: [33] } });
    expect(line?.label).toBe('Zusatzmaterial für z…');
    expect(line?.option).toBe('Kinderschürze mit Na…');
  });
});

describe('validateItems (transactions §5 mandatory items)', () => {
  it('marks every unanswered mandatory item as required, optional ones never', () => {
    expect(validateItems(items, {})).toEqual({
      1: { key: 'required' },
      4: { key: 'required' },
      6: { key: 'required' },
    });
  });

  it('counts blank text and booked-out choices as unanswered', () => {
    const answers: ItemAnswers = {
      1: { kind: 'text', text: '  ' },
      4: { kind: 'options', optionIds: [43] },
      6: { kind: 'check', checked: true },
    };
    expect(validateItems(items, answers)).toEqual({
      1: { key: 'required' },
      4: { key: 'required' },
    });
  });

  it('passes when every mandatory item is answered', () => {
    const answers: ItemAnswers = {
      1: { kind: 'text', text: 'Keine' },
      4: { kind: 'options', optionIds: [41] },
      6: { kind: 'check', checked: true },
    };
    expect(validateItems(items, answers)).toEqual({});
  });

  it('requires a count of at least 1 for a mandatory quantity item', () => {
    const required = { ...lunch, mandatory: true };
    expect(validateItems([required], { 5: { kind: 'quantities', quantities: { 51: 0 } } })).toEqual(
      { 5: { key: 'required' } },
    );
    expect(validateItems([required], { 5: { kind: 'quantities', quantities: { 52: 1 } } })).toEqual(
      {},
    );
  });

  it('does not require a mandatory item whose options are all booked out', () => {
    const full: ItemQuestion = { ...shirt, options: [option(43, '140', 0, false)] };
    expect(isAnswerable(full)).toBe(false);
    expect(isAnswerable(consent)).toBe(true);
    expect(validateItems([full], {})).toEqual({});
  });
});

describe('itemFieldName', () => {
  it('names the controls of an item by its id', () => {
    expect(itemFieldName(12011)).toBe('booking-item-12011');
  });
});
