import { useI18n } from '@kurse/i18n';
import { LoadingOverlay } from '@kurse/ui';
import { useAddressSearch, useDocumentTitle } from '../../core';
import { ErrorScreen } from '../../frame';
import { NotFoundPage } from '../../frame';
import { CourseDetails } from './CourseDetails';
import { useCourse } from './use-course';

/** Props of {@link CoursePage}. */
export interface CoursePageProps {
  /** The route parameters `slug` and `id`. */
  params: Readonly<Record<string, string>>;
  /**
   * The access token of the address (`?token=`), which reveals hidden events and travels on to
   * the booking links. @default the `token` query of the current address
   */
  token?: string | null;
}

/** The loading state: a loader, and "loading" as the document title meanwhile. */
function CourseLoading() {
  const { LL } = useI18n();
  useDocumentTitle(LL.common.loading());
  return <LoadingOverlay />;
}

/**
 * The course page `/{slug}/courses/{id}` (inside the provider scope): loads the course with the
 * address's token; a loader meanwhile, the not-found text on 404 (or for a course of another
 * provider), the generic error screen on any other failure, else the course.
 * Spec: discovery §2 Course and event pages, §8.
 */
export function CoursePage({ params, token: given }: CoursePageProps) {
  const { LL } = useI18n();
  const address = useAddressSearch();
  const token = given !== undefined ? given : new URLSearchParams(address).get('token') || null;
  const slug = params.slug ?? '';
  const load = useCourse(slug, params.id ?? '', token);
  switch (load.status) {
    case 'loading':
      return <CourseLoading />;
    case 'notFound':
      return <NotFoundPage text={LL.errors.course.notFound()} />;
    case 'failed':
      return <ErrorScreen />;
    case 'ready':
      return <CourseDetails course={load.course} slug={slug} token={token} />;
  }
}
