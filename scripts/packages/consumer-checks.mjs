// What an app outside the workspace does with the installed tarballs, in plain Node: each check is
// run as `node --input-type=module -e <code>` in the fixture app, so the packages resolve through
// its node_modules and the packed `exports`. Fixed dates and numbers from the spec, never today.

/** One runtime check per package: its name and the ES module code that must exit 0. */
export const runtimeChecks = [
  {
    name: '@kurse/domain',
    code: `
import assert from 'node:assert/strict';
import { berlinDate, bookingSummary, formatPrice, maxParticipants } from '@kurse/domain';
// 23:30 UTC on 23 November 2026 is already the 24th in Berlin (UTC+1).
assert.equal(berlinDate(Date.UTC(2026, 10, 23, 23, 30)), '2026-11-24');
assert.equal(maxParticipants({ price: 12000, participantsLeft: 6, maxParticipantCount: null }), 4);
const summary = bookingSummary({
  price: 12000, participants: 2, items: [], voucher: null,
  serviceFeeRate: 0.05, maxServiceFee: 500, serviceFeeIncluded: false,
});
// 240 € + 5 € fee (its maximum) + 0,95 € VAT on the fee (transactions §9).
assert.equal(summary.total, 24595);
assert.equal(formatPrice(summary.total, 'de'), '245,95 €');
`,
  },
  {
    name: '@kurse/i18n',
    code: `
import assert from 'node:assert/strict';
import {
  formatDate, isNamespaceLoaded, loadLocale, loadNamespaces, messagesFor, serverErrorMessage,
} from '@kurse/i18n';
await loadLocale('de');
const de = messagesFor('de');
assert.equal(de.common.cancel(), 'Abbrechen');
await loadNamespaces(['booking']);
assert.match(serverErrorMessage(de, 'not_enough_places'), /^Es sind nicht mehr genug Plätze frei/);
await loadLocale('en');
assert.equal(isNamespaceLoaded('en', 'rooms'), false);
await loadNamespaces(['rooms']); // a chunk of its own, loaded on demand
assert.equal(messagesFor('en').rooms.title(), 'Course room');
assert.equal(messagesFor('de').rooms.title(), 'Kursraum');
assert.equal(formatDate('2026-11-23', 'de', 'weekday'), 'Mo., 23.11.2026');
`,
  },
  {
    name: '@kurse/api-client',
    code: `
import assert from 'node:assert/strict';
import { createApiClient, isApiError } from '@kurse/api-client';
const urls = [];
const answers = [
  Response.json({ id: 'kinderturnen-koeln', name: 'Kinderturnen Köln' }),
  Response.json({ message: 'Not found' }, { status: 404 }),
];
const api = createApiClient({
  baseUrl: 'http://127.0.0.1:9/api/',
  now: () => 1234,
  fetch: async (request) => (urls.push(request.url), answers.shift()),
});
assert.equal(api.baseUrl, 'http://127.0.0.1:9/api');
const found = await api.GET('/providers/{id}', { params: { path: { id: 'kinderturnen-koeln' } } });
assert.equal(found.ok, true);
assert.equal(found.data.name, 'Kinderturnen Köln');
assert.equal(urls[0], 'http://127.0.0.1:9/api/providers/kinderturnen-koeln');
const missing = await api.GET('/providers/{id}', { params: { path: { id: 'none' } } });
assert.equal(missing.ok, false);
assert.ok(isApiError(missing.error));
assert.equal(missing.error.status, 404);
`,
  },
];

/** A text of the English `rooms` namespace (which loads on demand) that the entry does not name. */
export const lazyRoomsText = 'Your access to this content has expired.';

/**
 * The bundler check: the fixture's entry for a Vite (Rolldown) build. The English `rooms` texts
 * must come from a chunk the bundler split off, loaded on demand by the bundled code.
 */
export const bundleEntry = `
import assert from 'node:assert/strict';
import { formatPrice } from '@kurse/domain';
import { createApiClient } from '@kurse/api-client';
import { loadLocale, loadNamespaces, messagesFor } from '@kurse/i18n';
await loadLocale('en');
await loadNamespaces(['rooms']);
assert.equal(messagesFor('en').rooms.title(), 'Course room');
assert.equal(formatPrice(1250, 'en'), '€12.50');
assert.equal(createApiClient({ baseUrl: 'http://127.0.0.1:9/api' }).baseUrl, 'http://127.0.0.1:9/api');
`;
