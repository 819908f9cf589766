import type { CustomerField } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import {
  Alert,
  LazyCountrySelect,
  EmailField,
  PhoneField,
  TextField,
  type FieldErrorMessage,
} from '@kurse/ui';
import type { Key } from 'react';

/** What `useFormFields().field(name)` gives a text field. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
  errorMessage?: FieldErrorMessage;
}

/** Props of {@link CustomerFields}. */
export interface CustomerFieldsProps {
  field: (name: Exclude<CustomerField, 'password'>) => BoundField;
  /** The event asks for a phone number. */
  mandatoryPhone: boolean;
  /** A logged-in customer: the fields come from the account and are read-only. */
  locked: boolean;
}

/**
 * Contact data and billing address of the booking form: first and last name, e-mail, phone
 * (required only when the event demands it), company (optional), street, postal code, city and
 * country (the supported list, default DE). A logged-in customer's fields are pre-filled and
 * locked. Spec: transactions §2 Booking form content, §5 (customer fields), §6.
 */
export function CustomerFields({ field, mandatoryPhone, locked }: CustomerFieldsProps) {
  const { LL } = useI18n();
  const f = LL.fields;
  const text = (name: Exclude<CustomerField, 'password' | 'country'>) => ({
    ...field(name),
    isReadOnly: locked,
  });
  const country = field('country');
  return (
    <div className="flex flex-col gap-4">
      {locked && <Alert tone="info">{LL.booking.account.locked()}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...text('firstName')}
          isRequired
          autoComplete="given-name"
          label={f.firstName.label()}
        />
        <TextField
          {...text('lastName')}
          isRequired
          autoComplete="family-name"
          label={f.lastName.label()}
        />
        <EmailField {...text('email')} isRequired />
        <PhoneField {...text('phone')} isRequired={mandatoryPhone} isOptional={!mandatoryPhone} />
        <TextField
          {...text('company')}
          isOptional
          autoComplete="organization"
          label={f.company.label()}
          description={f.company.hint()}
          className="sm:col-span-2"
        />
        <TextField
          {...text('street')}
          isRequired
          autoComplete="street-address"
          label={f.street.label()}
          className="sm:col-span-2"
        />
        <TextField
          {...text('postalCode')}
          isRequired
          autoComplete="postal-code"
          label={f.postalCode.label()}
        />
        <TextField
          {...text('city')}
          isRequired
          autoComplete="address-level2"
          label={f.city.label()}
        />
        <LazyCountrySelect
          name="country"
          label={f.country.label()}
          isRequired
          isDisabled={locked}
          value={country.value || null}
          onChange={(key: Key | null) => country.onChange(key === null ? '' : String(key))}
          isInvalid={country.isInvalid}
          errorMessage={country.errorMessage}
        />
      </div>
    </div>
  );
}
