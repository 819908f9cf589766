import { useI18n } from '@kurse/i18n';
import { Alert, Skeleton, Spinner } from '@kurse/ui';
import { useId } from 'react';
import { OffersList } from '../offers';
import type { ProviderData } from './types';
import { useProviderCourses } from '../offers/use-provider-courses';

/**
 * The provider's courses on its page, "Alle Angebote": grouped course cards (the offers list with
 * its list/card toggle); placeholders while they load; the catalogue's error with a retry button
 * when they cannot be loaded. Spec: discovery §2 Provider page (courses), Course pages (lists).
 */
export function ProviderCourses({ provider }: { provider: Pick<ProviderData, 'id' | 'slug'> }) {
  const { LL } = useI18n();
  const id = useId();
  const { load, retry } = useProviderCourses(provider.id);
  return (
    <section
      aria-labelledby={id}
      aria-busy={load.status === 'loading'}
      className="flex flex-col gap-4"
      data-slot="provider-courses"
    >
      <div className="flex items-center gap-3">
        <h2 id={id} className="text-2xl font-semibold">
          {LL.provider.allOffers()}
        </h2>
        {load.status === 'loading' && <Spinner size="sm" />}
      </div>
      {load.status === 'loading' && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton shape="card" />
          <Skeleton shape="card" className="max-sm:hidden" />
        </div>
      )}
      {load.status === 'failed' && (
        <Alert tone="danger" actionLabel={LL.common.retry()} onAction={retry}>
          {LL.errors.unknown()}
        </Alert>
      )}
      {load.status === 'ready' && (
        <OffersList courses={load.courses} providerSlug={provider.slug} headingLevel={3} />
      )}
    </section>
  );
}
