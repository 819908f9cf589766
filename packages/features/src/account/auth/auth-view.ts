/**
 * Interface-state changes of the login dropdown and the authentication block, as plain functions
 * on the stores (components call them with `useStores()`). Spec: discovery §4 (auth view toggles
 * between login and signup; login dropdown open or closed).
 */
import type { Stores } from '../../core';

/** Opens or closes the login dropdown. */
export function setLoginOpen(stores: Pick<Stores, 'ui'>, open: boolean): void {
  stores.ui.loginOpen = open;
}

/** Shows the login or the signup view of the authentication block. */
export function showAuthView(stores: Pick<Stores, 'ui'>, view: 'login' | 'signup'): void {
  stores.ui.authView = view;
}
