/** Courses of a provider and single courses with their events (discovery §7). */
import { courseById, coursesOf, findProvider, publicCourse, toId } from '../db/lookup';
import { notFound, ok } from '../http/replies';
import { route } from '../http/route';
import { recommendationsOf } from './recommendations';

/** Routes of the course reads. */
export const courseRoutes = [
  route('listCourses', '/courses', 'get', ({ ctx, query }) => {
    const provider = findProvider(ctx.db, query.get('provider_id'));
    if (!provider) return notFound('Provider not found');
    const token = query.get('token');
    const courses = coursesOf(ctx.db, provider.provider.id).map((r) =>
      publicCourse(r, { events: true, token }),
    );
    return ok({ courses });
  }),
  route('getCourse', '/courses/{courseId}', 'get', ({ ctx, params, query }) => {
    const record = courseById(ctx.db, toId(params.courseId));
    if (!record) return notFound('Course not found');
    return ok(publicCourse(record, { events: true, token: query.get('token') }));
  }),
  route('listCourseRecommendations', '/courses/{courseId}/recommendations', 'get', (r) => {
    const record = courseById(r.ctx.db, toId(r.params.courseId));
    if (!record) return notFound('Course not found');
    const recommendations = recommendationsOf(r.ctx.db, record.recommendations, r.ctx.now());
    return ok({ recommendations });
  }),
];
