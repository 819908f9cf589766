import type { Provider } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Checkbox, Link } from '@kurse/ui';
import { useServices } from '../../core';
import { consentLinks } from './consent-links';

/** Props of {@link ConsentField}. */
export interface ConsentFieldProps {
  /** The provider whose own terms and privacy policy are linked when it has them. */
  provider: Pick<Provider, 'slug' | 'hasTerms' | 'hasPrivacyPolicy'> | null | undefined;
  isSelected: boolean;
  onChange: (accepted: boolean) => void;
  /** The acceptance is missing: the field says so. @default false */
  isInvalid?: boolean;
}

/**
 * The required acceptance of the terms and privacy policy, with links to both (new tab): the
 * provider's own pages when it has them, otherwise the marketplace's. The checkbox is named
 * `consent`, so a form can focus it. Spec: transactions §2 Booking form content, New contract
 * modal, Terms and privacy pages; §5 (acceptance required).
 */
export function ConsentField({ provider, isSelected, onChange, isInvalid }: ConsentFieldProps) {
  const { LL } = useI18n();
  const { links } = useServices();
  const consent = consentLinks(provider, links);
  const t = LL.booking.consent;
  return (
    <>
      <Checkbox
        name="consent"
        isSelected={isSelected}
        onChange={onChange}
        isRequired
        isInvalid={isInvalid || undefined}
        errorMessage={isInvalid ? LL.validation.termsRequired() : undefined}
      >
        {t.label()}
      </Checkbox>
      <p className="flex flex-wrap gap-x-4 text-sm">
        <Link href={consent.terms} target="_blank">
          {t.terms()}
        </Link>
        <Link href={consent.privacy} target="_blank">
          {t.privacy()}
        </Link>
      </p>
    </>
  );
}
