import { franchiseMapView } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { LoadingOverlay } from '@kurse/ui';
import { useMemo } from 'react';
import { useFranchiseLoad } from '../view';
import { FranchiseProvidersMap } from '../../provider';
import { useAddressSearch, useDocumentTitle } from '../../core';
import { ErrorScreen } from '../../frame';
import { NotFoundPage } from '../../frame';

/** Props of {@link FranchiseMapPage}. */
export interface FranchiseMapPageProps {
  /** Route parameters: `id` (franchise id or slug). */
  params?: Readonly<Record<string, string>>;
  /** The query string; read from the address when left out. */
  search?: string;
}

/**
 * The full-screen franchise map `/loves/{id}/map`: the franchise's locations, centred and zoomed
 * from the query's lat, lng and zoom (defaults 51.165691, 10.451526, zoom 6; 6–16); 404 shows not
 * found, any other failure the generic error. Spec: discovery §2 Franchise map.
 */
export function FranchiseMapPage({ params, search }: FranchiseMapPageProps) {
  const { LL } = useI18n();
  const load = useFranchiseLoad(params?.id ?? '');
  const address = useAddressSearch(search);
  const view = useMemo(() => {
    const q = new URLSearchParams(address);
    return franchiseMapView({ lat: q.get('lat'), lng: q.get('lng'), zoom: q.get('zoom') });
  }, [address]);
  const name = load.state === 'ready' ? load.franchise.name : null;
  useDocumentTitle(name ? `${LL.franchise.map.title()} – ${name}` : LL.common.loading());
  if (load.state === 'notFound') return <NotFoundPage text={LL.errors.franchise.notFound()} />;
  if (load.state === 'failed') return <ErrorScreen text={LL.errors.franchise.generic()} />;
  if (load.state !== 'ready') return <LoadingOverlay fullScreen />;
  return (
    <div className="flex h-[calc(100dvh-4rem)] flex-col">
      <h1 className="sr-only">
        {LL.franchise.map.title()} – {load.franchise.name}
      </h1>
      <FranchiseProvidersMap
        providers={load.providers}
        franchiseLogo={load.franchise.logo}
        center={view.center}
        zoom={view.zoom}
        active
        className="min-h-0 flex-1"
      />
    </div>
  );
}
