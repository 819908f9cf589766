import type { ProviderData } from './types';
import { normalizeWebsite, validLatLng } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { useId } from 'react';
import { ContactButton } from '../contact';
import { mapSearchHref } from '../../search';
import { PlaceMap } from '../maps/PlaceMap';
import { telHref } from './hrefs';
import { PanelAddresses, PanelLinks, type PanelLink } from './PanelParts';

/** Props of {@link SidePanel}. */
export interface SidePanelProps {
  provider: ProviderData;
  /** Extra classes of the panel. @default undefined */
  className?: string;
}

/**
 * The provider's side panel: the contact button (contact form pop-over), phone, website (with
 * `http://` when the scheme is missing), Facebook, Instagram and WhatsApp, the address with its
 * open-in-maps link, the other addresses and the small fixed map of the main address that opens
 * the map search there with the provider's name. Every link out reports the "forwarded" call. Spec: discovery §2 Provider page.
 */
export function SidePanel({ provider, className }: SidePanelProps) {
  const { LL } = useI18n();
  const id = useId();
  const panel = LL.provider.panel;
  const links: PanelLink[] = [
    [provider.phone && telHref(provider.phone), 'phone', `${panel.phone()} ${provider.phone}`],
    [provider.website && normalizeWebsite(provider.website), 'globe', panel.website()],
    [provider.socialMediaFacebookLink, 'facebook', panel.facebook()],
    [provider.socialMediaInstagramLink, 'instagram', panel.instagram()],
    [provider.socialMediaWhatsappLink, 'whatsapp', panel.whatsapp()],
  ];
  const at = validLatLng(provider.address?.lat, provider.address?.lng);
  return (
    <aside aria-labelledby={`${id}-contact`} className={className}>
      <div className="flex flex-col gap-5">
        <h2 id={`${id}-contact`} className="text-xl font-semibold">
          {panel.contact()}
        </h2>
        <ContactButton provider={provider} className="self-start" />
        <PanelLinks links={links} slug={provider.slug} />
        <PanelAddresses
          address={provider.address}
          others={provider.addresses}
          slug={provider.slug}
        />
        {at && (
          <PlaceMap
            at={at}
            name={provider.name}
            logo={provider.logo}
            href={mapSearchHref(at, provider.name)}
          />
        )}
      </div>
    </aside>
  );
}
