/**
 * The demo gateway's own fields: card number, expiry and CVC, and the IBAN, drawn with the
 * checkout's typed-field view (label, hint and the message of a failed confirmation's error code
 * at the field). Spec: transactions §4 Payment methods (card, SEPA direct debit), §5, §8 card
 * provider errors.
 */
import type { DemoField } from './demo-actions';
import { useDemoContext } from './demo-context';
import type { GatewayFieldProps } from './types';

/** One demo field in the checkout's typed-field view. */
function DemoFieldView({ field, disabled }: { field: DemoField; disabled?: boolean }) {
  const { values, errors, setValue, views } = useDemoContext();
  return (
    <views.TypedField
      field={field}
      value={field === 'iban' ? values.iban : values.card[field]}
      onChange={(value) => setValue(field, value)}
      disabled={disabled}
      error={errors[field]}
    />
  );
}

/** Card number, expiry (MM/YY) and CVC of the demo gateway. */
export function DemoCardFields({ disabled }: GatewayFieldProps) {
  const { views } = useDemoContext();
  return (
    <views.CardLayout
      number={<DemoFieldView field="number" disabled={disabled} />}
      expiry={<DemoFieldView field="expiry" disabled={disabled} />}
      cvc={<DemoFieldView field="cvc" disabled={disabled} />}
    />
  );
}

/** The IBAN field of the demo gateway. */
export function DemoIbanField({ disabled }: GatewayFieldProps) {
  return <DemoFieldView field="iban" disabled={disabled} />;
}
