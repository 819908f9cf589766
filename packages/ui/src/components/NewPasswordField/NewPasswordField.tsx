import { PASSWORD_MIN_LENGTH } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

/** Props of {@link NewPasswordField}. */
export interface NewPasswordFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  /** The visible label. @default the catalogue's "Passwort" (`fields.password.label`) */
  label?: ReactNode;
  /**
   * Help text under the label; `null` for none (a confirmation field).
   * @default the minimum-length hint ("Mindestens 8 Zeichen.", domain `PASSWORD_MIN_LENGTH`)
   */
  description?: ReactNode;
  /** A new password must be given. @default true */
  isRequired?: boolean;
}

/**
 * The field for a password being chosen (sign-up, a new account at booking or contract, a new
 * password): a required {@link TextField} of type `password`, autofilled as `new-password` (so
 * password managers offer a strong one), labelled "Passwort" with the minimum-length hint unless
 * a label or description is given. The length check is the form's (domain `validatePassword`).
 */
export function NewPasswordField({
  label,
  description,
  isRequired = true,
  ...props
}: NewPasswordFieldProps) {
  const { LL } = useI18n();
  return (
    <TextField
      {...props}
      isRequired={isRequired}
      type="password"
      autoComplete="new-password"
      label={label ?? LL.fields.password.label()}
      description={
        description === undefined
          ? LL.fields.password.hint({ min: PASSWORD_MIN_LENGTH })
          : description
      }
    />
  );
}
