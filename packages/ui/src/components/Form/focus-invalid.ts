/**
 * Moves focus to the first invalid field in document order. It asks the field itself (through
 * the `invalid` event react-aria listens to), so a Select focuses its button, not its hidden
 * `<select>`; fields validated with `validationBehavior="aria"` are found by `aria-invalid`.
 */
export function focusFirstInvalidField(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if ('validity' in element && element.validity instanceof ValidityState) {
      if (!element.validity.valid) {
        element.dispatchEvent(new Event('invalid', { cancelable: true }));
        return;
      }
    }
  }
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
