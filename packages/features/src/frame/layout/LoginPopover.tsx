import { useI18n } from '@kurse/i18n';
import { Dialog, Link, Popover } from '@kurse/ui';
import type { RefObject } from 'react';
import { setLoginOpen, showAuthView } from '../../account';
import { LoginForm } from '../../account';
import { useStores } from '../../core';

/**
 * The opened login dropdown: the login form, the forgot-password link and the sign-up link to the
 * profile (which then shows the signup view). Loaded when the dropdown first opens (or is about
 * to), so the form and the overlay code stay out of every page's first load.
 */
export default function LoginPopover({
  triggerRef,
}: {
  triggerRef: RefObject<HTMLElement | null>;
}) {
  const { LL } = useI18n();
  const stores = useStores();
  const close = () => setLoginOpen(stores, false);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => setLoginOpen(stores, open)}
      placement="bottom end"
      className="w-80"
    >
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
  );
}
