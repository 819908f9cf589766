import { loadNamespaces, useI18n } from '@kurse/i18n';
import { Button, Icon } from '@kurse/ui';
import { lazy, Suspense, useRef } from 'react';
import { setLoginOpen } from '../../account';
import { useStore, useStores } from '../../core';

// The popover and the login texts (`account`) load together, when the button is first reached.
const loadPopover = () =>
  Promise.all([import('./LoginPopover'), loadNamespaces(['account'])]).then(([module]) => module);
const LoginPopover = lazy(loadPopover);

/**
 * The login dropdown of the top navigation: an "Anmelden" button opening a popover with the login
 * form, the forgot-password link and the sign-up link. The popover (`LoginPopover`, with the form
 * and the overlay code) is fetched when the pointer or focus reaches the button, so it is not part
 * of any page's first load. Open state in the interface store (`loginOpen`); a successful login
 * closes it. Spec: discovery §2 Navigation and frame, §4 (login dropdown open or closed).
 */
export function LoginDropdown() {
  const { LL } = useI18n();
  const stores = useStores();
  const { loginOpen } = useStore('ui');
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={loginOpen}
        onHoverStart={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onPress={() => setLoginOpen(stores, !loginOpen)}
      >
        <Icon name="user" size="sm" />
        {LL.nav.login()}
      </Button>
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginPopover triggerRef={trigger} />
        </Suspense>
      )}
    </>
  );
}
