/**
 * The demo gateway's own fields: card number, expiry and CVC, and the IBAN. Accessible text
 * fields with labels from the catalogue and the error of a failed confirmation at the field.
 * Spec: transactions §4 Payment methods (card, SEPA direct debit), §5, §8 card provider errors.
 */
import { cardErrorMessage, useI18n } from '@kurse/i18n';
import { TextField } from '@kurse/ui';
import type { DemoField } from './demo-actions';
import { useDemoContext } from './demo-context';
import type { GatewayFieldProps } from './types';

/** `TextField` props of one demo field: value, change, and its error. */
function useDemoField(field: DemoField, disabled: boolean | undefined) {
  const { LL } = useI18n();
  const { values, errors, setValue } = useDemoContext();
  const error = errors[field];
  return {
    name: field === 'iban' ? 'iban' : `card-${field}`,
    value: field === 'iban' ? values.iban : values.card[field],
    onChange: (value: string) => setValue(field, value),
    isDisabled: disabled,
    isRequired: true,
    isInvalid: error ? true : undefined,
    errorMessage: error ? cardErrorMessage(LL, error) : undefined,
  };
}

/** Card number, expiry (MM/YY) and CVC of the demo gateway, with the test card hint. */
export function DemoCardFields({ disabled }: GatewayFieldProps) {
  const { LL } = useI18n();
  const texts = LL.booking.payment;
  return (
    <div className="flex flex-col gap-3" data-slot="card-fields">
      <TextField
        {...useDemoField('number', disabled)}
        label={texts.cardNumber()}
        description={texts.demoCardHint()}
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          {...useDemoField('expiry', disabled)}
          label={texts.cardExpiry()}
          autoComplete="cc-exp"
          inputMode="numeric"
        />
        <TextField
          {...useDemoField('cvc', disabled)}
          label={texts.cardCvc()}
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
    </div>
  );
}

/** The IBAN field of the demo gateway, with a test IBAN as its hint. */
export function DemoIbanField({ disabled }: GatewayFieldProps) {
  const { LL } = useI18n();
  return (
    <TextField
      {...useDemoField('iban', disabled)}
      label={LL.fields.iban.label()}
      placeholder={LL.fields.iban.placeholder()}
      description={LL.booking.payment.demoIbanHint()}
      autoComplete="off"
    />
  );
}
