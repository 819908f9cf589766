import { useI18n } from '@kurse/i18n';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

/** Props of {@link EmailField}. */
export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  /** The visible label. @default the catalogue's "E-Mail-Adresse" (`fields.email.label`) */
  label?: ReactNode;
  /** The browser's autofill hint. @default 'email' */
  autoComplete?: string;
}

/**
 * The e-mail field of every form: a {@link TextField} of type `email` (the e-mail keyboard on
 * phones), autofilled as `email`, labelled "E-Mail-Adresse" unless a label is given. The format check is
 * the form's (domain `email`), its message the field's `errorMessage`.
 */
export function EmailField({ label, autoComplete = 'email', ...props }: EmailFieldProps) {
  const { LL } = useI18n();
  return (
    <TextField
      {...props}
      type="email"
      autoComplete={autoComplete}
      label={label ?? LL.fields.email.label()}
    />
  );
}
