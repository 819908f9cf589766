/**
 * Moves focus to `element` when the page has lost it (nothing, or only the body, has focus): the
 * control that held it was removed, e.g. replaced by a message or by the next view. It never takes
 * focus from a control the user is on.
 */
export function focusIfLost(element: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (!active || active === document.body) element?.focus();
}
