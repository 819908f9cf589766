import { showsFranchiseProviderMap, validLatLng } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { LoadingOverlay } from '@kurse/ui';
import { FranchiseView, useFranchiseLoad } from '../view';
import { mapSearchHref } from '../../search';
import { FranchiseProvidersMap } from '../../provider';
import { PlaceMap } from '../../provider';
import { useDocumentTitle } from '../../core';
import { ErrorScreen } from '../../frame';
import { NotFoundPage } from '../../frame';

/** Props of {@link FranchisePage}: the route's parameters (`id`, a numeric id or slug). */
export interface FranchisePageProps {
  params?: Readonly<Record<string, string>>;
}

/**
 * The franchise page (`/loves/{id}`): a full-screen loader while the franchise and its providers
 * load, the not-found page on "Not found"/404, the generic error screen (reload or back) on any
 * other failure, else the franchise named in the document title.
 * Spec: discovery §2 Franchise page, §8 Franchise load.
 */
export function FranchisePage({ params }: FranchisePageProps) {
  const { LL } = useI18n();
  const load = useFranchiseLoad(params?.id ?? '');
  if (load.state === 'notFound') return <NotFoundPage text={LL.errors.franchise.notFound()} />;
  if (load.state === 'failed') return <ErrorScreen text={LL.errors.franchise.generic()} />;
  return <Loaded load={load} />;
}

/** The loader or the loaded franchise, with the document title of each. */
function Loaded({ load }: { load: ReturnType<typeof useFranchiseLoad> }) {
  const { LL } = useI18n();
  const ready = load.state === 'ready' ? load : null;
  useDocumentTitle(ready?.franchise.name ?? LL.common.loading());
  if (!ready) return <LoadingOverlay fullScreen />;
  const { franchise, providers } = ready;
  const at = validLatLng(franchise.address?.lat, franchise.address?.lng);
  return (
    <FranchiseView
      franchise={franchise}
      providers={providers}
      smallMap={
        at && (
          <PlaceMap
            at={at}
            name={franchise.name}
            logo={franchise.logo}
            href={mapSearchHref(at, franchise.name)}
            newWindow
          />
        )
      }
      providersMap={
        showsFranchiseProviderMap(providers) && (
          <FranchiseProvidersMap
            providers={providers}
            franchiseLogo={franchise.logo}
            className="h-96"
          />
        )
      }
    />
  );
}
