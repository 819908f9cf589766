import type { ProviderData } from './types';
import { normalizeWebsite } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import type { IconName } from '@kurse/ui';
import { useId } from 'react';
import { ContactButton } from '../contact';
import { AddressBlock } from './AddressBlock';
import { ClickOutLink } from './ClickOutLink';
import { telHref } from './hrefs';

/** Props of {@link SidePanel}. */
export interface SidePanelProps {
  provider: ProviderData;
  /** Extra classes of the panel. @default undefined */
  className?: string;
}

/**
 * The provider's side panel: the contact button (contact form pop-over), phone, website (with
 * `http://` when the scheme is missing), Facebook, Instagram and WhatsApp, the address with its
 * open-in-maps link (the slot of the small map, a later issue) and the other addresses. Every link
 * out reports the "forwarded" call. Spec: discovery §2 Provider page.
 */
export function SidePanel({ provider, className }: SidePanelProps) {
  const { LL } = useI18n();
  const id = useId();
  const panel = LL.provider.panel;
  const links: [string | null | undefined, IconName, string][] = [
    [provider.phone && telHref(provider.phone), 'phone', `${panel.phone()} ${provider.phone}`],
    [provider.website && normalizeWebsite(provider.website), 'globe', panel.website()],
    [provider.socialMediaFacebookLink, 'facebook', panel.facebook()],
    [provider.socialMediaInstagramLink, 'instagram', panel.instagram()],
    [provider.socialMediaWhatsappLink, 'whatsapp', panel.whatsapp()],
  ];
  const others = provider.addresses ?? [];
  return (
    <aside aria-labelledby={`${id}-contact`} className={className}>
      <div className="flex flex-col gap-5">
        <h2 id={`${id}-contact`} className="text-xl font-semibold">
          {panel.contact()}
        </h2>
        <ContactButton provider={provider} className="self-start" />
        <ul className="flex flex-col gap-2">
          {links.map(
            ([href, icon, label]) =>
              href && (
                <li key={icon}>
                  <ClickOutLink slug={provider.slug} href={href} icon={icon}>
                    {label}
                  </ClickOutLink>
                </li>
              ),
          )}
        </ul>
        {provider.address && (
          <section aria-labelledby={`${id}-address`} className="flex flex-col gap-2">
            <h3 id={`${id}-address`} className="font-semibold">
              {panel.address()}
            </h3>
            <AddressBlock address={provider.address} slug={provider.slug} />
          </section>
        )}
        {others.length > 0 && (
          <section aria-labelledby={`${id}-others`} className="flex flex-col gap-2">
            <h3 id={`${id}-others`} className="font-semibold">
              {panel.otherAddresses()}
            </h3>
            <ul className="flex flex-col gap-4">
              {others.map((address, i) => (
                <li key={address.id ?? i}>
                  <AddressBlock address={address} slug={provider.slug} showPhone />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </aside>
  );
}
