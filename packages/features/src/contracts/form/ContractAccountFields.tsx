import { useI18n } from '@kurse/i18n';
import { EmailField, Link, NewPasswordField, Radio, RadioGroup, TextField } from '@kurse/ui';
import { CustomerFields } from '../../booking';
import { routePath } from '../../course';
import type { AccountMode, ContractFormState } from './use-contract-form';

/** Props of {@link ContractAccountFields}. */
export interface ContractAccountFieldsProps {
  form: Pick<ContractFormState, 'user' | 'mode' | 'setMode' | 'fields'>;
  /** The event asks for a phone number. */
  mandatoryPhone: boolean;
}

/**
 * The account part of the new-contract form. A contract needs a customer account, so a visitor
 * without a session either signs up here (contact data, billing address and a password of at
 * least 8 characters) or logs in with e-mail and password; what was typed in one stays when
 * switching. A logged-in customer's data show locked. Spec: transactions §2 New contract modal
 * (sign-up or login fields, signup forced), §5, §6.
 */
export function ContractAccountFields({ form, mandatoryPhone }: ContractAccountFieldsProps) {
  const { LL } = useI18n();
  const t = LL.contracts.new.account;
  const { field } = form.fields;
  if (!form.mode) return <CustomerFields field={field} mandatoryPhone={mandatoryPhone} locked />;
  return (
    <>
      <p>{LL.contracts.new.signupRequired()}</p>
      <RadioGroup
        label={t.label()}
        value={form.mode}
        onChange={(mode) => form.setMode(mode as AccountMode)}
      >
        <Radio value="signup">{t.signup()}</Radio>
        <Radio value="login">{t.login()}</Radio>
      </RadioGroup>
      {form.mode === 'signup' ? (
        <>
          <CustomerFields field={field} mandatoryPhone={mandatoryPhone} locked={false} />
          <NewPasswordField {...field('password')} />
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t.loginHint()}</p>
          <EmailField {...field('email')} isRequired />
          <TextField
            {...field('password')}
            isRequired
            type="password"
            autoComplete="current-password"
            label={LL.fields.password.label()}
          />
          <Link href={routePath('passwordReset', {})} target="_blank" className="self-start">
            {LL.account.login.forgotPassword()}
          </Link>
        </>
      )}
    </>
  );
}
