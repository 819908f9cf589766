import { Alert } from '@kurse/ui';
import { useEffect, useRef, type ReactNode } from 'react';

/** Props of {@link DoneMessage}. */
export interface DoneMessageProps {
  /** The message. */
  children: ReactNode;
  /** A link or button under the message. @default undefined */
  action?: ReactNode;
}

/**
 * The success message that replaces a sent form. It takes the focus when it appears, so screen
 * readers read it and keyboard users continue from it rather than from the vanished submit button.
 * Spec: discovery §2 Confirmation and password pages, §4 (success, sent).
 */
export function DoneMessage({ children, action }: DoneMessageProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      data-slot="done-message"
      className="flex w-full flex-col items-start gap-4 outline-none"
    >
      <Alert tone="success" className="w-full">
        {children}
      </Alert>
      {action}
    </div>
  );
}
