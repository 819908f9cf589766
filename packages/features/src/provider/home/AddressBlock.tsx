import type { Address } from '@kurse/api-client';
import type { ReadonlyDeep } from './types';
import { useI18n } from '@kurse/i18n';
import { Link } from '@kurse/ui';
import { addressLine } from './address-line';
import { ClickOutLink } from './ClickOutLink';
import { mapsHref, telHref } from './hrefs';

/** Props of {@link AddressBlock}. */
export interface AddressBlockProps {
  address: ReadonlyDeep<Address>;
  /**
   * The provider the address belongs to (its phone link reports the click-out); none for a
   * franchise. @default undefined
   */
  slug?: string;
  /** Shows the address's own phone number (extra locations). @default false */
  showPhone?: boolean;
  /** Zoom of the open-in-maps link. @default the domain's single-provider zoom */
  zoom?: number;
}

/**
 * One postal address of a provider or franchise: its description, street, postal code and town,
 * the open-in-maps link (Apple Maps on iOS, a web map otherwise) and, for extra locations, their
 * phone. Spec: discovery §2 Provider page (side panel: address, other addresses), Franchise page,
 * §3 Address.
 */
export function AddressBlock({ address, slug, showPhone = false, zoom }: AddressBlockProps) {
  const { LL } = useI18n();
  const line = addressLine(address);
  const maps = mapsHref({ lat: address.lat, lng: address.lng, label: line }, zoom);
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <address className="flex flex-col not-italic">
        {address.description && <span className="font-medium">{address.description}</span>}
        {address.street && <span>{address.street}</span>}
        {town && <span>{town}</span>}
      </address>
      {showPhone && address.phone && (
        <ClickOutLink slug={slug} href={telHref(address.phone)} icon="phone">
          {address.phone}
        </ClickOutLink>
      )}
      {maps && (
        <Link href={maps} isExternal className="self-start">
          {LL.provider.panel.openInMaps()}
        </Link>
      )}
    </div>
  );
}
