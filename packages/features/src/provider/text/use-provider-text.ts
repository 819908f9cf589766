import * as v from 'valibot';
import {
  privacyPolicyShape,
  termsShape,
  useRead,
  type Read,
  type ReadState,
  type Settled,
} from '../../core';

/** The provider texts with a page of their own. */
export type ProviderTextKind = 'terms' | 'privacyPolicy';

/** A provider text as loaded so far; `missing` when the provider has none. */
export type ProviderTextLoad =
  | { status: 'loading' }
  | { status: 'ready'; text: string }
  | { status: 'missing' }
  | { status: 'failed' };

/** What the hook reads of the provider. */
export interface ProviderTextOwner {
  id: number;
  hasTerms?: boolean | null;
  hasPrivacyPolicy?: boolean | null;
}

/** Whether the provider's flag (`hasTerms`, `hasPrivacyPolicy`) says it has the text. */
export const hasProviderText = (provider: ProviderTextOwner, kind: ProviderTextKind): boolean =>
  Boolean(kind === 'terms' ? provider.hasTerms : provider.hasPrivacyPolicy);

/** The text of a terms answer, and of a privacy policy answer. */
const termsText = v.pipe(
  termsShape,
  v.transform((answer) => answer.terms),
);
const privacyPolicyText = v.pipe(
  privacyPolicyShape,
  v.transform((answer) => answer.privacyPolicy),
);

/**
 * The read of a provider's terms (`GET /providers/{id}/terms`) or privacy policy
 * (`GET /providers/{id}/privacy_policy`), as its text. Spec: transactions §2 Terms and privacy
 * pages, §7.
 */
export function providerTextRead(providerId: number, kind: ProviderTextKind): Read<string> {
  const id = String(providerId);
  return kind === 'terms'
    ? {
        key: `/providers/${id}/terms`,
        fetch: (api, signal) =>
          api.GET('/providers/{id}/terms', { params: { path: { id } }, signal }),
        shape: termsText,
      }
    : {
        key: `/providers/${id}/privacy_policy`,
        fetch: (api, signal) =>
          api.GET('/providers/{id}/privacy_policy', { params: { path: { id } }, signal }),
        shape: privacyPolicyText,
      };
}

/** What a text's answer means: an empty text or a 404 is none; any other failure failed. */
export function providerTextOutcome(settled: Settled<string>): ProviderTextLoad {
  if (settled.ok) {
    return settled.data.trim() ? { status: 'ready', text: settled.data } : { status: 'missing' };
  }
  return { status: settled.error.status === 404 ? 'missing' : 'failed' };
}

const noRetry = () => {};

/** The outcome of a read's state (loading stays loading). */
function outcomeOf(read: ReadState<string>): ProviderTextLoad {
  if (read.status === 'loading') return read;
  if (read.status === 'failed') return providerTextOutcome({ ok: false, error: read.error, at: 0 });
  return providerTextOutcome({ ok: true, data: read.data, at: 0 });
}

/**
 * Loads a provider's terms or privacy policy ({@link providerTextRead}); `retry` loads again after
 * a failure. A provider whose flag (`hasTerms`, `hasPrivacyPolicy`) says it has none is not asked;
 * a 404 or an empty text count as none as well; an answer without the text fails like no answer.
 * Spec: transactions §2 Terms and privacy pages, §7.
 */
export function useProviderText(
  provider: ProviderTextOwner,
  kind: ProviderTextKind,
): { load: ProviderTextLoad; retry: () => void } {
  const has = hasProviderText(provider, kind);
  const read = useRead(has ? providerTextRead(provider.id, kind) : null);
  if (!has) return { load: { status: 'missing' }, retry: noRetry };
  return { load: outcomeOf(read), retry: read.status === 'failed' ? read.retry : noRetry };
}
