import { validateEditPasswordForm } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, Form, Link, NewPasswordField } from '@kurse/ui';
import { AuthViewLink } from '../pages/AuthViewLink';
import { DoneMessage } from '../pages/DoneMessage';
import { resetPassword } from '../pages/requests';
import { useAccountForm } from '../pages/use-account-form';
import { useServices } from '../../core';
import { routePath } from '../../course';

type EditField = 'password' | 'passwordConfirmation';
const FIELDS: readonly EditField[] = ['password', 'passwordConfirmation'];

/** Props of {@link PasswordEditForm}. */
export interface PasswordEditFormProps {
  /** The reset token of the e-mail link. */
  resetToken: string;
}

/**
 * The new password and its confirmation (both required, checked before sending; whether they
 * match is left to the server). The button is pending while sending; success replaces the form
 * with a message and a login link; a failure shows the error box with a link to request a new
 * e-mail, keeping what was typed. Spec: discovery §2 Edit password, §4, §5 Edit password, §7
 * PUT /customers/password, §8 Edit password failed.
 */
export function PasswordEditForm({ resetToken }: PasswordEditFormProps) {
  const { LL } = useI18n();
  const { api } = useServices();
  const t = LL.account.passwordEdit;
  const { field, status, onSubmit } = useAccountForm<EditField>({
    initial: { password: '', passwordConfirmation: '' },
    order: FIELDS,
    validate: validateEditPasswordForm,
    send: (values) => resetPassword(api, { ...values, resetPasswordToken: resetToken }),
  });

  if (status === 'success') {
    return (
      <DoneMessage action={<AuthViewLink view="login">{t.toLogin()}</AuthViewLink>}>
        {t.success()}
      </DoneMessage>
    );
  }
  const failure = (
    <>
      <p>{t.failed()}</p>
      <Link href={routePath('passwordReset', {})} className="text-current">
        {t.requestNew()}
      </Link>
    </>
  );
  return (
    <Form
      onSubmit={onSubmit}
      validationBehavior="aria"
      className="w-full"
      errorMessage={status === 'failed' ? failure : undefined}
    >
      <NewPasswordField {...field('password')} label={LL.fields.newPassword.label()} />
      <NewPasswordField
        {...field('passwordConfirmation')}
        label={LL.fields.passwordConfirmation.label()}
        description={null}
      />
      <Button
        type="submit"
        className="self-start"
        isPending={status === 'submitted'}
        pendingLabel={LL.common.sending()}
      >
        {t.submit()}
      </Button>
    </Form>
  );
}
