/**
 * The checkout's views of the payment adapters (`PaymentViews` of `@kurse/adapters/payments`):
 * the adapters say which field, value and error code; these draw the label, hint and message from
 * the catalogue with the design system. Spec: transactions §4 Payment methods, §5, §8 card
 * provider errors, §8 "Payment module failed to load".
 */
import type {
  CardLayoutViewProps,
  DemoButtonViewProps,
  HostedFieldViewProps,
  PaymentField,
  PayPalScriptViewProps,
  TypedFieldViewProps,
} from '@kurse/adapters/payments';
import { cardErrorMessage, useI18n, type TranslationFunctions } from '@kurse/i18n';
import { Alert, Button, Spinner, TextField, fieldStyles, inputVariants } from '@kurse/ui';
import { useId } from 'react';

/** A field's label. */
function fieldLabel(LL: TranslationFunctions, field: PaymentField): string {
  const t = LL.booking.payment;
  if (field === 'iban') return LL.fields.iban.label();
  return { number: t.cardNumber, expiry: t.cardExpiry, cvc: t.cardCvc }[field]();
}

/** The card's number on top, expiry and CVC side by side below. */
export function CardLayout({ number, expiry, cvc }: CardLayoutViewProps) {
  return (
    <div className="flex flex-col gap-3" data-slot="card-fields">
      {number}
      <div className="grid grid-cols-2 gap-3">
        {expiry}
        {cvc}
      </div>
    </div>
  );
}

const TYPED = {
  number: { name: 'card-number', autoComplete: 'cc-number', inputMode: 'numeric' },
  expiry: { name: 'card-expiry', autoComplete: 'cc-exp', inputMode: 'numeric' },
  cvc: { name: 'card-cvc', autoComplete: 'cc-csc', inputMode: 'numeric' },
  iban: { name: 'iban', autoComplete: 'off', inputMode: undefined },
} as const;

/** A typed field (the demo gateway's): label, the demo's hint, and the error at the field. */
export function TypedField({ field, value, onChange, disabled, error }: TypedFieldViewProps) {
  const { LL } = useI18n();
  const t = LL.booking.payment;
  const hint =
    field === 'number' ? t.demoCardHint() : field === 'iban' ? t.demoIbanHint() : undefined;
  return (
    <TextField
      {...TYPED[field]}
      label={fieldLabel(LL, field)}
      description={hint}
      placeholder={field === 'iban' ? LL.fields.iban.placeholder() : undefined}
      value={value}
      onChange={onChange}
      isDisabled={disabled}
      isRequired
      isInvalid={error ? true : undefined}
      errorMessage={error ? cardErrorMessage(LL, error) : undefined}
    />
  );
}

/** A provider's element (Stripe's) under its label, with its error below. */
export function HostedField({ field, error, children }: HostedFieldViewProps) {
  const { LL } = useI18n();
  const labelId = useId();
  return (
    <div className={fieldStyles}>
      <span id={labelId} className="text-sm font-medium text-foreground">
        {fieldLabel(LL, field)}
      </span>
      <div role="group" aria-labelledby={labelId} className={inputVariants({ className: 'py-2' })}>
        {children}
      </div>
      {error && <p className="text-sm text-danger-foreground">{cardErrorMessage(LL, error)}</p>}
    </div>
  );
}

/** The offline wallet's or PayPal's button, with the hint that it is a demo. */
export function DemoButton({ kind, onPress, pending, disabled }: DemoButtonViewProps) {
  const { LL } = useI18n();
  const t = LL.booking.payment;
  const wallet = kind === 'wallet';
  return (
    <div className="flex flex-col gap-2" data-slot={wallet ? 'wallet-demo' : 'paypal-demo'}>
      <p className="text-sm text-muted-foreground">
        {wallet ? t.demoWalletHint() : t.demoPaypalHint()}
      </p>
      <Button
        onPress={onPress}
        isPending={pending}
        pendingLabel={wallet ? undefined : LL.booking.checkout.paying()}
        isDisabled={disabled}
        className="self-start"
      >
        {wallet ? t.payWithWallet() : t.payWithPaypal()}
      </Button>
    </div>
  );
}

/** PayPal's script while it loads, or the payment module message when it cannot. */
export function PayPalScript({ status }: PayPalScriptViewProps) {
  const { LL } = useI18n();
  if (status === 'failed') return <Alert tone="danger">{LL.booking.errors.moduleFailed()}</Alert>;
  return <Spinner label={LL.booking.payment.paypalLoading()} />;
}
