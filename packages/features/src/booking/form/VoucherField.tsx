import type { Voucher } from '@kurse/api-client';
import { validateVoucherCode, type ValidationError } from '@kurse/domain';
import { useFormat, useI18n, validationMessage } from '@kurse/i18n';
import { Alert, Button, Icon, TextField } from '@kurse/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useVoucherLookup, voucherFailureText } from './use-voucher';

/** Props of {@link VoucherField}. */
export interface VoucherFieldProps {
  /** Provider id (or slug, as the contract allows) and course id for the lookup. */
  providerId: number | string;
  courseId: number;
  /** The applied voucher, or null. The form owns it (the summary computes the discount). */
  voucher: Voucher | null;
  onChange: (voucher: Voucher | null) => void;
  /**
   * False when the applied voucher does not apply because the booking amount is below its minimum
   * (from the summary): shows the minimum-amount hint with the formatted amount.
   */
  applies: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * The voucher of the booking form: a code field with "Einlösen" (Enter in the field redeems too,
 * without sending a surrounding form). An empty code gets the field's required error and is not
 * sent; the trimmed code is looked up. A found voucher replaces the field by "Gutschein CODE
 * eingelöst" with a remove button (one voucher per booking), and focus moves to that text; removing
 * brings back the empty field and focuses it. A failed lookup shows the catalogue's message in an
 * alert and marks the field, keeping the code. Spec: transactions §2 Booking form content, §3
 * Voucher, §4 Voucher, §5 Voucher, §7, §8 Voucher failure.
 */
export function VoucherField(props: VoucherFieldProps) {
  const { voucher, onChange, applies, isDisabled = false } = props;
  const { LL } = useI18n();
  const format = useFormat();
  const { pending, lookup } = useVoucherLookup(props);
  const [code, setCode] = useState('');
  const [error, setError] = useState<ValidationError>();
  // The message of a failed lookup, as the booking form's alert: in the language of that moment.
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const root = useRef<HTMLDivElement>(null);
  const appliedText = useRef<HTMLParagraphElement>(null);
  // Set by the user's own apply or remove, so a voucher present from the start takes no focus.
  const focusNext = useRef<'applied' | 'input' | null>(null);
  const focusInput = () => root.current?.querySelector('input')?.focus();

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'applied') appliedText.current?.focus();
    if (target === 'input') focusInput();
  }, [voucher]);

  // Focus waits on the section while the field or the applied voucher is swapped, so it never
  // falls back to the page start (and the field's blur happens before it is removed).
  const swapTo = (target: 'applied' | 'input', next: Voucher | null) => {
    root.current?.focus();
    focusNext.current = target;
    onChange(next);
  };

  const apply = async () => {
    if (pending || isDisabled) return;
    const invalid = validateVoucherCode(code);
    setError(invalid);
    setFailure(null);
    if (invalid) return focusInput();
    const outcome = await lookup(code);
    if (!outcome) return;
    if (!outcome.ok) return setFailure(await voucherFailureText(LL, outcome.errorCode));
    setCode('');
    swapTo('applied', outcome.voucher);
  };

  return (
    <div ref={root} tabIndex={-1} className="flex flex-col gap-3 outline-none">
      {voucher ? (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p
              ref={appliedText}
              tabIndex={-1}
              className="flex items-center gap-2 rounded-md font-medium outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Icon name="success" className="text-success-strong" />
              {LL.booking.voucher.applied({ code: voucher.code })}
            </p>
            <Button
              variant="outline"
              size="sm"
              onPress={() => swapTo('input', null)}
              isDisabled={isDisabled}
            >
              {LL.booking.voucher.remove()}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{LL.booking.voucher.onlyOne()}</p>
          {!applies && (
            <Alert tone="info">
              {LL.booking.voucher.minAmount({
                amount: format.money(voucher.minBookingAmount ?? 0),
              })}
            </Alert>
          )}
        </>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <TextField
              name="voucherCode"
              className="flex-1"
              label={LL.fields.voucher.label()}
              placeholder={LL.fields.voucher.placeholder()}
              isOptional
              autoComplete="off"
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(undefined);
                setFailure(null);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' || e.nativeEvent.isComposing) return e.continuePropagation();
                // Redeems instead of sending the booking form around it.
                e.preventDefault();
                void apply();
              }}
              isDisabled={isDisabled}
              // Never blocks the booking form's own submit: the code is checked only when redeeming.
              validationBehavior="aria"
              isInvalid={error || failure ? true : undefined}
              errorMessage={error ? validationMessage(LL, error) : () => null}
              aria-describedby={failure ? failureId : undefined}
            />
            <Button
              variant="outline"
              className="self-start sm:mt-6.5"
              onPress={() => void apply()}
              isPending={pending}
              pendingLabel={LL.common.pleaseWait()}
              isDisabled={isDisabled}
            >
              {LL.booking.voucher.apply()}
            </Button>
          </div>
          {failure && (
            <Alert tone="danger">
              <span id={failureId}>{failure}</span>
            </Alert>
          )}
        </>
      )}
    </div>
  );
}
