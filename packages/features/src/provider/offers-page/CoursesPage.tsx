import { useI18n } from '@kurse/i18n';
import { LoadingOverlay } from '@kurse/ui';
import { useNavigate } from '../../core';
import { LoadFailedAlert } from '../offers/LoadFailedAlert';
import { OffersList } from '../offers/OffersList';
import { coursesPath } from '../offers/course-path';
import { useDocumentTitle } from '../../core';
import { useStore } from '../../core';
import { useCategoryParam } from './use-category-param';
import { useProviderCourses } from '../offers/use-provider-courses';

/** Props of {@link CoursesPage}. */
export interface CoursesPageProps {
  /** Route parameters: `slug`. */
  params: Readonly<Record<string, string>>;
  /** The query string; read from the address when left out. @default window.location.search */
  search?: string;
}

/**
 * The provider's offers list `/{slug}/courses`, titled "Alle Angebote": the courses grouped, as
 * cards or a list, filtered by `?category=<id>` with a chip that clears the filter (and the
 * address). Renders inside `ProviderScope`. Spec: discovery §2 Route table, Course pages.
 */
export function CoursesPage({ params, search }: CoursesPageProps) {
  const { LL } = useI18n();
  const { current } = useStore('provider');
  useDocumentTitle(LL.provider.allOffers());
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        {current && <p className="text-muted-foreground">{current.name}</p>}
        <h1 className="text-3xl font-bold tracking-tight">{LL.provider.allOffers()}</h1>
      </div>
      {current && (
        <Offers providerId={current.id} slug={params.slug ?? current.slug} search={search} />
      )}
    </div>
  );
}

function Offers({
  providerId,
  slug,
  search,
}: {
  providerId: number;
  slug: string;
  search?: string;
}) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const { load, retry } = useProviderCourses(providerId);
  const [category, setCategory] = useCategoryParam(search);
  if (load.status === 'loading') {
    return (
      <div className="relative min-h-48">
        <LoadingOverlay text={LL.common.loading()} />
      </div>
    );
  }
  if (load.status === 'failed') return <LoadFailedAlert onRetry={retry} />;
  return (
    <OffersList
      courses={load.courses}
      providerSlug={slug}
      priority
      category={category}
      onClearCategory={() => {
        setCategory(null);
        navigate(coursesPath(slug));
      }}
    />
  );
}
