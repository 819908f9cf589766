/** Franchise pages: the franchise, its providers and its schedule (discovery §7). */
import { isIsoDate, scheduleEndDate, validLatLng } from '@kurse/domain';
import { findFranchise, providerById, publicProvider, toId } from '../db/lookup';
import { badRequest, notFound, ok } from '../http/replies';
import { route } from '../http/route';
import { franchiseSchedule } from './schedule';

/** Routes of the franchise reads. */
export const franchiseRoutes = [
  route('getFranchise', '/franchises/{id}', 'get', ({ ctx, params }) => {
    const franchise = findFranchise(ctx.db, params.id);
    return franchise ? ok(franchise) : notFound('Franchise not found');
  }),
  route('listFranchiseProviders', '/franchises/{id}/providers', 'get', ({ ctx, params }) => {
    const franchise = findFranchise(ctx.db, params.id);
    if (!franchise) return notFound('Franchise not found');
    const providers = (ctx.db.franchiseProviders[franchise.id] ?? [])
      .map((id) => providerById(ctx.db, id))
      .filter((r) => r !== undefined)
      .map((r) => publicProvider(ctx.db, r, ctx.now()));
    return ok({ providers });
  }),
  route('getFranchiseSchedule', '/franchises/{id}/schedule', 'get', ({ ctx, params, query }) => {
    const franchise = findFranchise(ctx.db, params.id);
    if (!franchise) return notFound('Franchise not found');
    const start = query.get('start_date');
    if (!isIsoDate(start)) return badRequest('start_date must be a date (YYYY-MM-DD).');
    const end = query.get('end_date') ?? scheduleEndDate(start);
    if (!isIsoDate(end) || end < start)
      return badRequest('end_date must be a date after start_date.');
    const categoryIds = query
      .getAll('category_ids')
      .map((v) => toId(v))
      .filter((id) => id !== null);
    const centre = validLatLng(query.get('lat'), query.get('lng'));
    return ok({
      events: franchiseSchedule(ctx.db, franchise.id, { start, end, categoryIds, centre }),
    });
  }),
];
