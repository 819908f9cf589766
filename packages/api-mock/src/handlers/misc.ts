/**
 * Legal texts, click-out and view tracking, and client error reports (discovery §7). What they
 * record is kept bounded (`db/bounds.ts`): the newest 500 of each, texts cut.
 */
import {
  FREE_TEXT_MAX,
  INBOX_BOUND,
  REPORT_DATA_MAX,
  SHORT_TEXT_MAX,
  appendBounded,
  cut,
} from '../db/bounds';
import type { Schemas } from '../db/types';
import { notFound, ok, badRequest, noContent } from '../http/replies';
import { route } from '../http/route';

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (c) => c.charCodeAt(0),
);

/**
 * A report's free-form `data` as stored: as sent while its JSON has at most `REPORT_DATA_MAX`
 * characters, else the start of that JSON under `truncated`.
 */
function reportData(data: Schemas['ErrorReport']['data']): Schemas['ErrorReport']['data'] {
  if (data == null) return null;
  const json = JSON.stringify(data);
  return json.length <= REPORT_DATA_MAX ? data : { truncated: cut(json, REPORT_DATA_MAX) };
}

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
    appendBounded(ctx.db.inbox.forwarded, cut(slug, SHORT_TEXT_MAX), INBOX_BOUND);
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
    const view = {
      kind,
      id: cut(query.get(kind) ?? '', SHORT_TEXT_MAX),
      ts: new Date(ts).toISOString(),
    };
    appendBounded(ctx.db.inbox.views, view, INBOX_BOUND);
    return { status: 200 as const, body: PIXEL_GIF };
  }),
  route('reportError', '/err', 'post', ({ ctx, body }) => {
    if (typeof body?.message !== 'string') return badRequest('message is required.');
    const report = { message: cut(body.message, FREE_TEXT_MAX), data: reportData(body.data) };
    appendBounded(ctx.db.inbox.errorReports, report, INBOX_BOUND);
    return noContent();
  }),
];
