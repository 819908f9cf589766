import type { Franchise } from '@kurse/api-client';
import { ADDRESS_MAP_LINK_ZOOM, normalizeWebsite } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { useId, type ReactNode } from 'react';
import {
  BreakableEmail,
  PanelAddresses,
  PanelLinks,
  telHref,
  type PanelLink,
} from '../../provider';

/** Props of {@link FranchisePanel}. */
export interface FranchisePanelProps {
  franchise: Franchise;
  /** The slot of the small fixed map of the main address (maps issue). @default undefined */
  map?: ReactNode;
  /** Extra classes of the panel. @default undefined */
  className?: string;
}

/**
 * The franchise's side panel: e-mail (wrapping only after `@` and before dots), phone (of the
 * main address), website (with `http://` when the scheme is missing), the main address with its
 * open-in-maps link at zoom 15 and the extra addresses. Franchise links report no "forwarded" call (that counts click-outs of providers).
 * Spec: discovery §2 Franchise page.
 */
export function FranchisePanel({ franchise, map, className }: FranchisePanelProps) {
  const { LL } = useI18n();
  const id = useId();
  const { contactEmail: email, website } = franchise;
  const phone = franchise.address?.phone;
  const links: PanelLink[] = [
    [
      email && `mailto:${email}`,
      'mail',
      <>
        {LL.franchise.email()} <BreakableEmail email={email ?? ''} />
      </>,
    ],
    [phone && telHref(phone), 'phone', `${LL.provider.panel.phone()} ${phone}`],
    [website && normalizeWebsite(website), 'globe', LL.provider.panel.website()],
  ];
  return (
    <aside aria-labelledby={id} className={className}>
      <div className="flex flex-col gap-5">
        <h2 id={id} className="text-xl font-semibold">
          {LL.provider.panel.contact()}
        </h2>
        <PanelLinks links={links} />
        {map}
        <PanelAddresses
          address={franchise.address}
          others={franchise.addresses}
          zoom={ADDRESS_MAP_LINK_ZOOM}
        />
      </div>
    </aside>
  );
}
