import { useI18n } from '@kurse/i18n';
import { CourseCard, LoadingOverlay } from '@kurse/ui';
import { LoadFailedAlert } from '../../provider';
import { useCourseExcerptLength } from '../../provider';
import { useDocumentTitle } from '../../core';
import { NotFoundPage } from '../../frame';
import { useCourse } from './use-course';

/** Props of {@link CardPreviewPage}. */
export interface CardPreviewPageProps {
  /** Route parameters: `slug` and the course `id`. */
  params: Readonly<Record<string, string>>;
}

/**
 * The bare, non-clickable course card for embedding (`/{slug}/courses/{id}/course-card-preview`;
 * the frame shows no header and no footer here). Spec: discovery §2 Route table.
 */
export function CardPreviewPage({ params }: CardPreviewPageProps) {
  const { LL } = useI18n();
  const { load, retry } = useCourse(params.id);
  const excerptLength = useCourseExcerptLength();
  useDocumentTitle(load.status === 'ready' ? load.course.name : LL.common.loading());
  if (load.status === 'notFound') return <NotFoundPage />;
  return (
    <div className="relative mx-auto min-h-48 w-full max-w-md p-2">
      {load.status === 'loading' && <LoadingOverlay text={LL.common.loading()} />}
      {load.status === 'failed' && <LoadFailedAlert onRetry={retry} />}
      {load.status === 'ready' && (
        <CourseCard course={load.course} excerptLength={excerptLength} headingLevel={1} />
      )}
    </div>
  );
}
