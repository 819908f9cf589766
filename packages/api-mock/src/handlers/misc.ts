/** Legal texts, click-out and view tracking, and client error reports (discovery §7). */
import { notFound, ok, badRequest, noContent } from '../http/replies';
import { route } from '../http/route';

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (c) => c.charCodeAt(0),
);

/** Routes of legal texts, tracking and error reports. */
export const miscRoutes = [
  route('getPrivacyPolicy', '/privacy_policy', 'get', ({ ctx }) =>
    ctx.db.generalPrivacyPolicy ? ok({ privacyPolicy: ctx.db.generalPrivacyPolicy }) : notFound(),
  ),
  route('getTerms', '/terms', 'get', ({ ctx }) =>
    ctx.db.generalTerms ? ok({ terms: ctx.db.generalTerms }) : notFound(),
  ),
  route('trackForwarded', '/forwarded', 'get', ({ ctx, query }) => {
    const slug = query.get('slug')?.trim();
    if (!slug) return badRequest('slug is required.');
    ctx.db.inbox.forwarded.push(slug);
    return noContent();
  }),
  route('trackView', '/pixel.gif', 'get', ({ ctx, query }) => {
    const given = (['c', 'b', 'p'] as const).filter((k) => query.get(k));
    const kind = given[0];
    const rawTs = query.get('ts') ?? '';
    const ts = /^\d+$/.test(rawTs) ? Number(rawTs) : Number.NaN;
    if (
      given.length !== 1 ||
      kind === undefined ||
      !Number.isInteger(ts) ||
      ts < 0 ||
      ts > 8.64e15
    ) {
      return badRequest('Send exactly one of c, b or p, and ts.');
    }
    if (kind !== 'p' && !/^[1-9]\d*$/.test(query.get(kind) ?? '')) return badRequest('Invalid id.');
    ctx.db.inbox.views.push({ kind, id: query.get(kind) ?? '', ts: new Date(ts).toISOString() });
    return { status: 200 as const, body: PIXEL_GIF };
  }),
  route('reportError', '/err', 'post', ({ ctx, body }) => {
    if (typeof body?.message !== 'string') return badRequest('message is required.');
    ctx.db.inbox.errorReports.push({ message: body.message, data: body.data ?? null });
    return noContent();
  }),
];
