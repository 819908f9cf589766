import { PASSWORD_MIN_LENGTH } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { TextField } from '@kurse/ui';
import type { BoundField } from './CustomerFields';

/**
 * The password of a new customer account made with a booking or contract: required, at least 8
 * characters (the hint says so), a new password for password managers. Spec: transactions §5
 * (password when signing up: minimum 8), §9.
 */
export function SignupPasswordField(props: BoundField) {
  const { LL } = useI18n();
  return (
    <TextField
      {...props}
      type="password"
      isRequired
      autoComplete="new-password"
      label={LL.fields.password.label()}
      description={LL.fields.password.hint({ min: PASSWORD_MIN_LENGTH })}
    />
  );
}
