import type { BookingItem, BookingItemOption } from '@kurse/api-client';
import {
  type ValidationError,
  answerOf,
  chooseOptions,
  isBookableOption,
  itemFieldName,
  wholeQuantity,
  type ItemAnswer,
  type ItemAnswers,
} from '@kurse/domain';
import { useFormat, useI18n, validationMessage, type Messages } from '@kurse/i18n';
import {
  Badge,
  Checkbox,
  CheckboxGroup,
  LazyNumberField,
  Radio,
  RadioGroup,
  RequiredMarker,
  TextField,
} from '@kurse/ui';
import { useId } from 'react';

/** Props of {@link BookingItemsFields}. */
export interface BookingItemsFieldsProps {
  /** The event's booking items, in their order. */
  items: readonly BookingItem[];
  /** The answers so far, by item id (missing ones are unanswered). */
  answers: ItemAnswers;
  /** Every change, with all answers (the changed item's answer replaced). */
  onChange: (answers: ItemAnswers) => void;
  /** Errors by item id (see `validateItems`), shown at the item. @default {} */
  errors?: Readonly<Record<number, ValidationError | undefined>>;
  /** Disables every field, e.g. while the booking is sent. @default false */
  isDisabled?: boolean;
}

/** Where one item's field is told its answer, error and how to report a change. */
interface ItemFieldProps {
  item: BookingItem;
  answer: ItemAnswer;
  errorText: string | undefined;
  isDisabled: boolean;
  onAnswer: (answer: ItemAnswer) => void;
}

/** The error at an item: a choice item asks to choose, a text item uses the validation text. */
function errorText(LL: Messages, item: BookingItem, answer: ItemAnswer, error: ValidationError) {
  if (error.key !== 'required') return validationMessage(LL, error);
  if (answer.kind === 'check') return LL.booking.items.confirm();
  if (answer.kind === 'quantities') return LL.booking.items.chooseQuantity();
  if (answer.kind === 'options') {
    return item.type === 'radio' ? LL.booking.items.chooseOne() : LL.booking.items.chooseSome();
  }
  return validationMessage(LL, error);
}

/** An option's label: its name, its price (free options show none) and "booked out". */
function OptionText({ option }: { option: BookingItemOption }) {
  const { LL } = useI18n();
  const format = useFormat();
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span>{option.name}</span>
      {option.price > 0 && (
        <span className="tabular-nums text-muted-foreground">{format.money(option.price)}</span>
      )}
      {!isBookableOption(option) && <Badge variant="neutral">{LL.booking.items.bookedOut()}</Badge>}
    </span>
  );
}

/** The value of the "no selection" radio of an optional radio item. */
const NONE = 'none';

function RadioItem({ item, answer, errorText, isDisabled, onAnswer }: ItemFieldProps) {
  const { LL } = useI18n();
  const chosen = answer.kind === 'options' ? answer.optionIds[0] : undefined;
  const mandatory = item.mandatory === true;
  return (
    <RadioGroup
      name={itemFieldName(item.id)}
      label={item.label}
      value={chosen !== undefined ? String(chosen) : mandatory ? null : NONE}
      onChange={(key) => onAnswer(chooseOptions(item, key === NONE ? [] : [Number(key)]))}
      isRequired={mandatory}
      isDisabled={isDisabled}
      isInvalid={errorText ? true : undefined}
      errorMessage={errorText}
    >
      {(item.options ?? []).map((option) => (
        <Radio key={option.id} value={String(option.id)} isDisabled={!isBookableOption(option)}>
          <OptionText option={option} />
        </Radio>
      ))}
      {!mandatory && <Radio value={NONE}>{LL.booking.items.noChoice()}</Radio>}
    </RadioGroup>
  );
}

function CheckboxesItem({ item, answer, errorText, isDisabled, onAnswer }: ItemFieldProps) {
  const chosen = answer.kind === 'options' ? answer.optionIds : [];
  return (
    <CheckboxGroup
      name={itemFieldName(item.id)}
      label={item.label}
      value={chosen.map(String)}
      onChange={(keys) => onAnswer(chooseOptions(item, keys.map(Number)))}
      isRequired={item.mandatory === true}
      isDisabled={isDisabled}
      isInvalid={errorText ? true : undefined}
      errorMessage={errorText}
    >
      {(item.options ?? []).map((option) => (
        <Checkbox key={option.id} value={String(option.id)} isDisabled={!isBookableOption(option)}>
          <OptionText option={option} />
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

function QuantitiesItem({ item, answer, errorText, isDisabled, onAnswer }: ItemFieldProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const errorId = useId();
  const quantities = answer.kind === 'quantities' ? answer.quantities : {};
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-foreground">
        {item.label}
        {item.mandatory && (
          <>
            <RequiredMarker />
            <span className="sr-only"> ({LL.booking.items.mandatory()})</span>
          </>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {(item.options ?? []).map((option) => {
          const bookable = isBookableOption(option);
          const notes = [
            option.price > 0 && LL.booking.items.perUnit({ price: format.money(option.price) }),
            !bookable && LL.booking.items.bookedOut(),
          ].filter(Boolean);
          return (
            <LazyNumberField
              key={option.id}
              name={itemFieldName(item.id)}
              label={option.name}
              description={notes.length > 0 ? notes.join(' · ') : undefined}
              value={quantities[option.id] ?? 0}
              onChange={(value) =>
                onAnswer({
                  kind: 'quantities',
                  quantities: { ...quantities, [option.id]: wholeQuantity(value) },
                })
              }
              minValue={0}
              step={1}
              formatOptions={{ maximumFractionDigits: 0 }}
              isDisabled={isDisabled || !bookable}
              // The item's error, read with each of its fields.
              aria-describedby={errorText ? errorId : undefined}
            />
          );
        })}
      </div>
      {errorText && (
        <p id={errorId} className="text-sm font-medium text-danger-foreground">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}

function ItemField(props: ItemFieldProps) {
  const { item, answer, errorText, isDisabled, onAnswer } = props;
  const invalid = errorText ? true : undefined;
  switch (answer.kind) {
    case 'text':
      return (
        <TextField
          name={itemFieldName(item.id)}
          label={item.label}
          value={answer.text}
          onChange={(text) => onAnswer({ kind: 'text', text })}
          isRequired={item.mandatory === true}
          isDisabled={isDisabled}
          isInvalid={invalid}
          errorMessage={errorText}
        />
      );
    case 'check':
      return (
        <Checkbox
          name={itemFieldName(item.id)}
          isSelected={answer.checked}
          onChange={(checked) => onAnswer({ kind: 'check', checked })}
          isRequired={item.mandatory === true}
          isDisabled={isDisabled}
          isInvalid={invalid}
          errorMessage={errorText}
        >
          {item.label}
        </Checkbox>
      );
    case 'quantities':
      return <QuantitiesItem {...props} />;
    case 'options':
      return item.type === 'radio' ? <RadioItem {...props} /> : <CheckboxesItem {...props} />;
  }
}

/**
 * The booking item questions of the booking form, one field per item by its type: text → a text
 * field; checkbox → its options as checkboxes (an item without options → one checkbox labelled by
 * the item); multiple → a checkbox group; radio → a radio group (exclusive; an optional one offers
 * "no selection"); quantity → a number field per option (whole numbers from 0). Mandatory items
 * are starred and required, booked-out options are disabled and marked, option prices are shown
 * (free options without one). Errors show at their item, translated; answers are controlled by
 * the form, so nothing typed is lost. Spec: transactions §2 Booking form content, §3 BookingItem,
 * §5 (booking item questions).
 */
export function BookingItemsFields({
  items,
  answers,
  onChange,
  errors = {},
  isDisabled = false,
}: BookingItemsFieldsProps) {
  const { LL } = useI18n();
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-6" data-slot="booking-items">
      {items.map((item) => {
        const answer = answerOf(item, answers);
        const error = errors[item.id];
        return (
          <div key={item.id} data-booking-item={item.id}>
            <ItemField
              item={item}
              answer={answer}
              errorText={error ? errorText(LL, item, answer, error) : undefined}
              isDisabled={isDisabled}
              onAnswer={(next) => onChange({ ...answers, [item.id]: next })}
            />
          </div>
        );
      })}
    </div>
  );
}
