import { useI18n } from '@kurse/i18n';
import { Dialog, Popover } from '@kurse/ui';
import type { RefObject } from 'react';
import { ContactForm, type ContactFormProps } from './ContactForm';

/** Props of {@link ContactPopover}. */
export interface ContactPopoverProps {
  /** The provider the message goes to. */
  provider: ContactFormProps['provider'];
  /** The button the pop-over hangs from (focus returns to it). */
  triggerRef: RefObject<HTMLElement | null>;
  /** Called when the pop-over closes (Escape, a click outside, cancel, after sending). */
  onClose: () => void;
}

/**
 * The opened contact form of {@link ContactButton}: loaded when it first opens (or is about to),
 * so the form and the overlay code stay out of the provider and course pages' first load.
 */
export default function ContactPopover({ provider, triggerRef, onClose }: ContactPopoverProps) {
  const { LL } = useI18n();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom"
      className="w-[26rem]"
    >
      <Dialog title={LL.provider.contact.title({ provider: provider.name })}>
        <ContactForm provider={provider} onClose={onClose} />
      </Dialog>
    </Popover>
  );
}
