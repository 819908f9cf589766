import { useI18n } from '@kurse/i18n';
import { Button, Dialog, DialogTrigger, Icon, Popover } from '@kurse/ui';
import { useState } from 'react';
import { ContactForm, type ContactFormProps } from './ContactForm';

/** Props of {@link ContactButton}. */
export interface ContactButtonProps {
  /** The provider the message goes to. */
  provider: ContactFormProps['provider'];
  /** Extra classes of the button. @default undefined */
  className?: string;
}

/**
 * The "write a message" button of the provider's side panel, opening the contact form in a
 * pop-over with a cancel button and a success overlay. Escape and a click outside close it.
 * Spec: discovery §2 Provider page (side panel: contact), §3 Provider message.
 */
export function ContactButton({ provider, className }: ContactButtonProps) {
  const { LL } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className={className}>
        <Icon name="mail" size="sm" />
        {LL.provider.contact.open()}
      </Button>
      <Popover placement="bottom" className="w-[26rem]">
        <Dialog title={LL.provider.contact.title({ provider: provider.name })}>
          <ContactForm provider={provider} onClose={() => setOpen(false)} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
