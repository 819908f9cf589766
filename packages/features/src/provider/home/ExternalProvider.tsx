import type { ProviderData } from './types';
import { normalizeWebsite } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { ClickOutLink } from './ClickOutLink';
import { telHref } from './hrefs';

/**
 * The body of an external provider, who only links out to its own site: the intro, the phone, a
 * warning link to its website and the note that the visitor leaves the product. Both links report
 * the "forwarded" call. Spec: discovery §1, §2 Provider page (external providers).
 */
export function ExternalProvider({ provider }: { provider: ProviderData }) {
  const { LL } = useI18n();
  const website = provider.website && normalizeWebsite(provider.website);
  return (
    <div className="flex flex-col gap-4">
      <p>{LL.provider.external.intro()}</p>
      {provider.phone && (
        <ClickOutLink slug={provider.slug} href={telHref(provider.phone)} icon="phone">
          {`${LL.provider.panel.phone()} ${provider.phone}`}
        </ClickOutLink>
      )}
      {website && (
        <div className="flex flex-col items-start gap-2">
          <ClickOutLink slug={provider.slug} href={website} icon="warning" asButton>
            {LL.provider.external.link({ provider: provider.name })}
          </ClickOutLink>
          <p className="text-sm text-muted-foreground">{LL.provider.external.note()}</p>
        </div>
      )}
    </div>
  );
}
