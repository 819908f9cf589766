import type { Address } from '@kurse/api-client';
import type { ReadonlyDeep } from './types';
import { useI18n } from '@kurse/i18n';
import type { IconName } from '@kurse/ui';
import { Fragment, useId, type ReactNode } from 'react';
import { AddressBlock } from './AddressBlock';
import { ClickOutLink } from './ClickOutLink';

/** One link of a side panel: its address (none → left out), icon and visible label. */
export type PanelLink = readonly [
  href: string | null | undefined,
  icon: IconName,
  label: ReactNode,
];

/**
 * An e-mail address that wraps only where it reads well: after the `@` and before each dot
 * (`<wbr>`), never inside a name; a part wider than the whole line still breaks as a last resort
 * (the panel's `overflow-wrap`). Spec: discovery §2 Franchise page (side panel: contact).
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span data-slot="email">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The links of a side panel (phone, website, e-mail, social), each a {@link ClickOutLink}; those
 * without an address are left out. With `slug` every click reports the "forwarded" call.
 * Spec: discovery §2 Provider page, Franchise page (side panel).
 */
export function PanelLinks({ links, slug }: { links: readonly PanelLink[]; slug?: string }) {
  return (
    <ul className="flex flex-col gap-2">
      {links.map(
        ([href, icon, label]) =>
          href && (
            <li key={icon} className="min-w-0 [overflow-wrap:anywhere]">
              <ClickOutLink slug={slug} href={href} icon={icon}>
                {label}
              </ClickOutLink>
            </li>
          ),
      )}
    </ul>
  );
}

/** Props of {@link PanelAddresses}. */
export interface PanelAddressesProps {
  address?: ReadonlyDeep<Address> | null;
  others?: readonly ReadonlyDeep<Address>[] | null;
  /** The provider whose phone links report the click-out. @default undefined */
  slug?: string;
  /** Zoom of the open-in-maps links. @default the domain's single-provider zoom */
  zoom?: number;
}

/**
 * The address and the other addresses of a side panel, each under its heading with its
 * open-in-maps link; nothing for what is missing.
 * Spec: discovery §2 Provider page, Franchise page (side panel).
 */
export function PanelAddresses({ address, others, slug, zoom }: PanelAddressesProps) {
  const { LL } = useI18n();
  const id = useId();
  const panel = LL.provider.panel;
  return (
    <>
      {address && (
        <section aria-labelledby={`${id}-address`} className="flex flex-col gap-2">
          <h3 id={`${id}-address`} className="font-semibold">
            {panel.address()}
          </h3>
          <AddressBlock address={address} slug={slug} zoom={zoom} />
        </section>
      )}
      {others && others.length > 0 && (
        <section aria-labelledby={`${id}-others`} className="flex flex-col gap-2">
          <h3 id={`${id}-others`} className="font-semibold">
            {panel.otherAddresses()}
          </h3>
          <ul className="flex flex-col gap-4">
            {others.map((other, i) => (
              <li key={other.id ?? i}>
                <AddressBlock address={other} slug={slug} zoom={zoom} showPhone />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
