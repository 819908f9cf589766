/** Provider mini-site reads: provider, preview, recommendations, terms, privacy (discovery §7). */
import { findProvider, publicProvider } from '../db/lookup';
import type { ProviderRecord } from '../db/types';
import { badRequest, notFound, ok } from '../http/replies';
import { route } from '../http/route';
import { recommendationsOf } from './recommendations';

/** Host and path of an address, lower-cased, without scheme, `www.` and trailing slashes. */
function addressKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

function matchesAddress(record: ProviderRecord, key: string): boolean {
  const { url, website, slug } = record.provider;
  return [url, website].some((u) => u != null && u !== '' && addressKey(u) === key) || slug === key;
}

/** Routes of the provider reads. */
export const providerRoutes = [
  route('getProviderPreview', '/providers/preview', 'get', ({ ctx, query }) => {
    const url = query.get('url')?.trim();
    if (!url) return badRequest('The url parameter is required.');
    const key = addressKey(url);
    const record = ctx.db.providers.find((r) => matchesAddress(r, key));
    return record
      ? ok(publicProvider(ctx.db, record, ctx.now()))
      : notFound('No provider has this address.');
  }),
  route('getProvider', '/providers/{id}', 'get', ({ ctx, params }) => {
    const record = findProvider(ctx.db, params.id);
    return record ? ok(publicProvider(ctx.db, record, ctx.now())) : notFound('Provider not found');
  }),
  route('listProviderRecommendations', '/providers/{id}/recommendations', 'get', (r) => {
    const record = findProvider(r.ctx.db, r.params.id);
    if (!record) return notFound('Provider not found');
    const recommendations = recommendationsOf(r.ctx.db, record.recommendations, r.ctx.now());
    return ok({ recommendations });
  }),
  route('getProviderTerms', '/providers/{id}/terms', 'get', ({ ctx, params }) => {
    const record = findProvider(ctx.db, params.id);
    return record?.terms != null ? ok({ terms: record.terms }) : notFound('No terms');
  }),
  route('getProviderPrivacyPolicy', '/providers/{id}/privacy_policy', 'get', ({ ctx, params }) => {
    const record = findProvider(ctx.db, params.id);
    return record?.privacyPolicy != null
      ? ok({ privacyPolicy: record.privacyPolicy })
      : notFound('No privacy policy');
  }),
];
