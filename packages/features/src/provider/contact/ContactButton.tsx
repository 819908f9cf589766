import { useI18n } from '@kurse/i18n';
import { Button, Icon } from '@kurse/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ContactFormProps } from './ContactForm';

// The pop-over with the form loads when the pointer or focus first reaches the button.
const loadPopover = () => import('./ContactPopover');
const ContactPopover = lazy(loadPopover);

/** Props of {@link ContactButton}. */
export interface ContactButtonProps {
  /** The provider the message goes to. */
  provider: ContactFormProps['provider'];
  /** Extra classes of the button. @default undefined */
  className?: string;
}

/**
 * The "write a message" button of the provider's side panel, opening the contact form in a
 * pop-over with a cancel button and a success overlay. Escape and a click outside close it. The
 * pop-over (`ContactPopover`, with the form and the overlay code) is fetched when the pointer or
 * focus reaches the button, so it is not part of the page's first load.
 * Spec: discovery §2 Provider page (side panel: contact), §3 Provider message.
 */
export function ContactButton({ provider, className }: ContactButtonProps) {
  const { LL } = useI18n();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onHoverStart={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onPress={() => setOpen(!open)}
      >
        <Icon name="mail" size="sm" />
        {LL.provider.contact.open()}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ContactPopover provider={provider} triggerRef={trigger} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
