import { providerLayout } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn, Link, LoadingOverlay } from '@kurse/ui';
import { useServices } from '../../core';
import { LoadFailedAlert } from '../offers/LoadFailedAlert';
import { useDocumentTitle } from '../../core';
import type { ProviderData } from '../home/types';
import { ProviderSubpage, SUBPAGE_CARD } from './ProviderSubpage';
import { RichText } from './RichText';
import { useProviderText, type ProviderTextKind } from './use-provider-text';

/** Props of {@link ProviderTextView}. */
export interface ProviderTextViewProps {
  provider: ProviderData;
  kind: ProviderTextKind;
}

/**
 * A provider's terms or privacy policy page: the provider card with the title ("AGB von …",
 * "Datenschutzerklärung von …", also the document title), the text below it (sanitised HTML or
 * plain text). Without a text of its own (flag off, 404 or empty) it says so and links the
 * marketplace's general one, which applies then; a failed load offers a retry.
 * Spec: transactions §2 Terms and privacy pages, §7.
 */
export function ProviderTextView({ provider, kind }: ProviderTextViewProps) {
  const { LL } = useI18n();
  const { links } = useServices();
  const { load, retry } = useProviderText(provider, kind);
  const title = LL.provider[kind]({ provider: provider.name });
  useDocumentTitle(title);
  const card = providerLayout(provider.template) === 'card';
  return (
    <ProviderSubpage provider={provider} heading={title}>
      <div
        className={cn('relative', load.status === 'loading' && 'min-h-48', card && SUBPAGE_CARD)}
      >
        {load.status === 'loading' && <LoadingOverlay text={LL.common.loading()} />}
        {load.status === 'failed' && <LoadFailedAlert onRetry={retry} />}
        {load.status === 'ready' && <RichText text={load.text} />}
        {load.status === 'missing' && (
          <div className="flex max-w-prose flex-col gap-3">
            <p>
              {kind === 'terms'
                ? LL.provider.noTerms({ provider: provider.name })
                : LL.provider.noPrivacyPolicy({ provider: provider.name })}
            </p>
            <p>
              <Link href={kind === 'terms' ? links.terms : links.privacyPolicy}>
                {kind === 'terms' ? LL.nav.footer.terms() : LL.nav.footer.privacyPolicy()}
              </Link>
            </p>
          </div>
        )}
      </div>
    </ProviderSubpage>
  );
}
