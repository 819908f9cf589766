import { TEXT_LIMITS } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { CourseCard, LoadingOverlay } from '@kurse/ui';
import { LoadFailedAlert } from '../../provider';
import { useDocumentTitle } from '../../core';
import { NotFoundPage } from '../../frame';
import { useCourse } from '../page/use-course';

/** Props of {@link CardPreviewPage}. */
export interface CardPreviewPageProps {
  /** Route parameters: `slug` and the course `id`. */
  params: Readonly<Record<string, string>>;
}

/**
 * The bare, non-clickable course card for embedding (`/{slug}/courses/{id}/course-card-preview`;
 * the frame shows no header and no footer here). The course is read as on the course page
 * (`courseRead`, without a token): a course of another provider is not found either.
 * Spec: discovery §2 Route table.
 */
export function CardPreviewPage({ params }: CardPreviewPageProps) {
  const { LL } = useI18n();
  const load = useCourse(params.slug ?? '', params.id ?? '', null);
  useDocumentTitle(load.status === 'ready' ? load.course.name : LL.common.loading());
  if (load.status === 'notFound') return <NotFoundPage />;
  return (
    <div className="relative mx-auto min-h-48 w-full max-w-md p-2">
      {load.status === 'loading' && <LoadingOverlay text={LL.common.loading()} />}
      {load.status === 'failed' && <LoadFailedAlert onRetry={() => load.retry?.()} />}
      {load.status === 'ready' && (
        <CourseCard
          course={load.course}
          excerptLength={TEXT_LIMITS.courseExcerpt}
          headingLevel={1}
        />
      )}
    </div>
  );
}
