import { useI18n } from '@kurse/i18n';
import { useEffect } from 'react';
import { useServices } from '../../app/context';
import { useDocumentTitle } from '../../platform/document-title';
import { useStore } from '../../state';

/**
 * The provider home (`/{slug}`), for now its title, subtitle and description from the provider
 * store (the page renders inside `ProviderScope`, so the provider is the one of the address). The
 * full mini-site follows. Spec: discovery §2 Provider page.
 */
export function ProviderHomePage() {
  const { LL } = useI18n();
  const { current } = useStore('provider');
  const { track } = useServices();
  useDocumentTitle(current?.name ?? LL.common.loading());
  const slug = current?.slug;
  useEffect(() => {
    if (slug) track('p', slug);
  }, [slug, track]);
  if (!current) return null;
  return (
    <article
      aria-labelledby="provider-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-10"
    >
      <div className="flex flex-col gap-1">
        <h1 id="provider-title" className="text-3xl font-bold tracking-tight">
          {current.name}
        </h1>
        {current.subTitle && <p className="text-lg text-muted-foreground">{current.subTitle}</p>}
      </div>
      {current.description && (
        <p className="max-w-prose whitespace-pre-line">{current.description}</p>
      )}
    </article>
  );
}
