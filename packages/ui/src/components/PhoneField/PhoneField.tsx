import { useI18n } from '@kurse/i18n';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  /** The visible label. @default the catalogue's "Telefon" (`fields.phone.label`) */
  label?: ReactNode;
  /** The browser's autofill hint. @default 'tel' */
  autoComplete?: string;
}

/**
 * The phone field of every form: a {@link TextField} of type `tel` (the number pad on phones),
 * autofilled as `tel`, labelled "Telefon" unless a label is given. Whether it is required or
 * optional is the form's (`isRequired`, `isOptional`).
 */
export function PhoneField({ label, autoComplete = 'tel', ...props }: PhoneFieldProps) {
  const { LL } = useI18n();
  return (
    <TextField
      {...props}
      type="tel"
      autoComplete={autoComplete}
      label={label ?? LL.fields.phone.label()}
    />
  );
}
