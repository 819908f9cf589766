import type { Product } from '@kurse/api-client';
import { chooseContractEvent, isProtectionActive } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert } from '@kurse/ui';
import { useState } from 'react';
import { useServices } from '../../core';
import { PasswordGate } from '../../course';
import { useEventPassword } from '../../course';
import { ContractForm } from './ContractForm';
import { ProductDetails } from './ProductDetails';
import { useConsentProvider } from './use-consent-provider';
import { useContractForm } from './use-contract-form';

/** Props of {@link NewContract}. */
export interface NewContractProps {
  product: Product;
  /** The `eventId` query. */
  eventId: string | null;
  /** Leave the modal (close or cancel). */
  onCancel: () => void;
}

/**
 * The body of the new-contract modal: the product, then — for a protected event whose password
 * was not given yet — the password gate, else the form. The event is the one the `eventId` query
 * names, else the product's first. The form's state lives here, so nothing typed is lost when a
 * refused password (401 on sending) brings the gate back with the wrong-password message.
 * Spec: transactions §2 New contract modal, §4 Contract (flow), §8 Contract errors (401).
 */
export function NewContract({ product, eventId, onCancel }: NewContractProps) {
  const { LL } = useI18n();
  const { now } = useServices();
  const event = chooseContractEvent(product.events ?? [], eventId);
  const form = useContractForm(product, event);
  const consentProvider = useConsentProvider(product.provider?.slug);
  const [password, unlock, forget] = useEventPassword(event?.id ?? 0);
  const [refused, setRefused] = useState(false);
  const locked = event !== null && isProtectionActive(event, now()) && password === null;
  return (
    <div className="flex flex-col gap-6">
      <ProductDetails product={product} event={event} />
      {locked ? (
        <>
          {refused && <Alert tone="danger">{LL.contracts.errors.wrongPassword()}</Alert>}
          <PasswordGate
            event={event}
            onUnlock={(accepted) => {
              setRefused(false);
              unlock(accepted);
            }}
          />
        </>
      ) : (
        <ContractForm
          product={product}
          event={event}
          form={form}
          eventPassword={password}
          consentProvider={consentProvider}
          onWrongPassword={() => {
            setRefused(true);
            forget();
          }}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}
