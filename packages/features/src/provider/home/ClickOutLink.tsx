import { Icon, Link, LinkButton, type IconName } from '@kurse/ui';
import type { ReactNode } from 'react';
import { useServices } from '../../core';

/** Props of {@link ClickOutLink}. */
export interface ClickOutLinkProps {
  /**
   * The provider whose site or number the link leads to; without one (a franchise) nothing is
   * reported. @default undefined
   */
  slug?: string;
  /** A web address (opens in a new tab) or a `tel:` number. */
  href: string;
  icon: IconName;
  /** Shown as a button (the external provider's link to its own site). @default false */
  asButton?: boolean;
  children: ReactNode;
}

/**
 * A link out of the product to a provider's website, phone or social profile: it reports the
 * "forwarded" call with the provider's slug before the browser leaves. Web addresses open in a new
 * tab and say so. Spec: discovery §2 Provider page, §7 GET /forwarded.
 */
export function ClickOutLink({ slug, href, icon, asButton = false, children }: ClickOutLinkProps) {
  const { forwarded } = useServices();
  const report = slug === undefined ? undefined : () => forwarded(slug);
  const content = (
    <>
      <Icon name={icon} size="sm" />
      {children}
    </>
  );
  return asButton ? (
    <LinkButton
      href={href}
      variant="outline"
      onPress={report}
      className="h-auto py-2 whitespace-normal"
    >
      {content}
    </LinkButton>
  ) : (
    <Link href={href} variant="subtle" onPress={report} className="inline-flex items-center gap-2">
      {content}
    </Link>
  );
}
