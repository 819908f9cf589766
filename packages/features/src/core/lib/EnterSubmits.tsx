import type { ReactNode } from 'react';

/**
 * Wraps combo boxes of a search form: Enter while their suggestions show but none is chosen
 * searches the typed text at once (the combo box would otherwise only close its list).
 */
export function EnterSubmits({
  onSubmit,
  children,
}: {
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <div
      className="contents"
      onKeyDownCapture={(event) => {
        const input = event.target as HTMLElement;
        const open = input.getAttribute('aria-expanded') === 'true';
        if (event.key === 'Enter' && open && !input.getAttribute('aria-activedescendant')) {
          onSubmit();
        }
      }}
    >
      {children}
    </div>
  );
}
