import { useI18n } from '@kurse/i18n';
import { Button, Icon } from '@kurse/ui';
import { useEffect, useRef } from 'react';

/** Props of {@link ContactSuccess}. */
export interface ContactSuccessProps {
  /** The provider's name, in the thank-you text. */
  providerName: string;
  /** Closes the pop-over. */
  onClose: () => void;
}

/**
 * The success overlay of the contact form: the message is on its way, and an OK button that
 * takes the focus (the send button it replaces is gone). Spec: discovery §3 Provider message.
 */
export function ContactSuccess({ providerName, onClose }: ContactSuccessProps) {
  const { LL } = useI18n();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <Icon name="success" size="xl" className="text-success-strong" />
      <p role="status" className="text-base">
        {LL.provider.contact.success({ provider: providerName })}
      </p>
      <Button ref={close} variant="outline" onPress={onClose}>
        {LL.common.ok()}
      </Button>
    </div>
  );
}
