import { copyrightYears, footerLinks, providerMenuEntries, type FooterLink } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Link } from '@kurse/ui';
import type { SiteLinks } from '../../core';
import { useServices } from '../../core';
import { useFrameProvider } from './use-frame-provider';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The provider slug of the address; its name, address and own links show once it is loaded. */
  slug: string | null;
  /** Today, for the copyright years. @default new Date() */
  now?: Date;
}

function href(link: FooterLink, links: SiteLinks, slug: string | undefined): string {
  switch (link) {
    case 'blog':
      return `/${slug}/blog`;
    case 'providerTerms':
      return `/${slug}/terms`;
    case 'providerPrivacyPolicy':
      return `/${slug}/privacy_policy`;
    default:
      return links[link];
  }
}

/**
 * The footer: on provider pages the provider's name and address; links to FAQ, the provider's blog,
 * imprint, the provider's own terms and privacy policy when it has them, the general terms and
 * privacy policy and the disclaimer; the copyright from 2019 to this year. Spec: discovery §2
 * Navigation and frame.
 */
export function Footer({ slug, now = new Date() }: FooterProps) {
  const { LL } = useI18n();
  const provider = useFrameProvider(slug);
  const { links } = useServices();
  const hasBlog = provider !== null && providerMenuEntries(provider).includes('blog');
  const shown = footerLinks(provider ?? {}).filter((link) => link !== 'blog' || hasBlog);
  const address = provider?.address;
  return (
    <footer className="border-t border-border bg-muted text-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm">
        {provider && (
          <address className="flex flex-col not-italic">
            <span className="font-semibold">{provider.name}</span>
            {address?.street && <span>{address.street}</span>}
            {(address?.postalCode || address?.city) && (
              <span>{[address.postalCode, address.city].filter(Boolean).join(' ')}</span>
            )}
          </address>
        )}
        <nav aria-label={LL.nav.footer.label()}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {shown.map((link) => (
              <li key={link}>
                <Link href={href(link, links, provider?.slug)} variant="subtle">
                  {LL.nav.footer[link]()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-muted-foreground">{LL.nav.footer.copyright(copyrightYears(now))}</p>
      </div>
    </footer>
  );
}
