import { useI18n } from '@kurse/i18n';
import { Link } from '@kurse/ui';
import { LoginForm } from '../../account';
import { routePath } from '../../course';

/**
 * The login a room asks for when it needs a session (401): the message, the login form and the
 * link to the password reset. Once the login succeeds the session changes and the room loads
 * again (`useRoom`). Spec: transactions §2 Room (login form, link to password reset), §6.
 */
export function RoomLogin() {
  const { LL } = useI18n();
  return (
    <div className="flex w-full max-w-sm flex-col gap-4">
      <p>{LL.rooms.sessionRequired()}</p>
      <LoginForm />
      <Link href={routePath('passwordReset', {})} className="self-start text-sm">
        {LL.rooms.passwordReset()}
      </Link>
    </div>
  );
}
