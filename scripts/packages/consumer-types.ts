// The type check of the packed packages: check-packed.mjs copies this file into the fixture app and
// compiles it there with `moduleResolution: nodenext` and `skipLibCheck: false`, so the shipped
// `.d.ts` files are checked too. Each `@ts-expect-error` fails the check when a type degrades to
// `any` (a declaration that no longer resolves).
import { bookingSummary } from '@kurse/domain';
import type { Cents } from '@kurse/domain';
import { createApiClient } from '@kurse/api-client';
import type { ApiClient, Provider } from '@kurse/api-client';
import type { paths } from '@kurse/api-client/schema';
import { messagesFor } from '@kurse/i18n';
import type { Messages } from '@kurse/i18n';

const summary = bookingSummary({
  price: 12000,
  participants: 2,
  items: [],
  voucher: null,
  serviceFeeRate: 0.05,
  maxServiceFee: 500,
  serviceFeeIncluded: false,
});
export const total: Cents = summary.total;
// @ts-expect-error a total is cents, not text
export const totalText: string = summary.total;

export const api: ApiClient = createApiClient({ baseUrl: 'http://127.0.0.1:9/api' });
// @ts-expect-error the contract has no such path
export const unknownPath = api.GET('/no-such-path');
export type ProviderAnswer = paths['/providers/{id}']['get']['responses'][200];
export const providerName = (provider: Provider): string => provider.name;
// @ts-expect-error a provider has no such field
export const nonsense = (provider: Provider) => provider.noSuchField;

const LL: Messages = messagesFor('de');
export const cancel: string = LL.common.cancel();
// @ts-expect-error the catalogue has no such key
export const missing = LL.common.noSuchKey;
