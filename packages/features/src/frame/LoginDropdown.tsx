import { useI18n } from '@kurse/i18n';
import { Button, Dialog, DialogTrigger, Icon, Link, Popover } from '@kurse/ui';
import { setLoginOpen, showAuthView } from '../auth/auth-view';
import { LoginForm } from '../auth/LoginForm';
import { useStore, useStores } from '../state';

/**
 * The login dropdown of the top navigation: an "Anmelden" button opening a popover with the login
 * form, the forgot-password link and the sign-up link to the profile (which then shows the signup
 * view). Open state in the interface store (`loginOpen`); a successful login closes it.
 * Spec: discovery §2 Navigation and frame, §4 (login dropdown open or closed).
 */
export function LoginDropdown() {
  const { LL } = useI18n();
  const stores = useStores();
  const { loginOpen } = useStore('ui');
  const close = () => setLoginOpen(stores, false);
  return (
    <DialogTrigger isOpen={loginOpen} onOpenChange={(open) => setLoginOpen(stores, open)}>
      <Button size="sm">
        <Icon name="user" size="sm" />
        {LL.nav.login()}
      </Button>
      <Popover placement="bottom end" className="w-80">
        <Dialog title={LL.account.login.title()}>
          <LoginForm focusFirstField />
          <div className="mt-5 flex flex-col items-start gap-2 text-sm">
            <Link href="/me/password-reset" onPress={close}>
              {LL.account.login.forgotPassword()}
            </Link>
            <p>
              {LL.account.login.noAccount()}{' '}
              <Link
                href="/me"
                onPress={() => {
                  showAuthView(stores, 'signup');
                  close();
                }}
              >
                {LL.account.login.toSignup()}
              </Link>
            </p>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
