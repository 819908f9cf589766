import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { privacyPolicyShape, termsShape } from '../../core';

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

/**
 * Loads a provider's terms (`GET /providers/{id}/terms`) or privacy policy
 * (`GET /providers/{id}/privacy_policy`); `retry` loads again after a failure. A provider whose
 * flag (`hasTerms`, `hasPrivacyPolicy`) says it has none is not asked; a 404 or an empty text
 * count as none as well; an answer without the text fails like no answer. Spec: transactions §2 Terms and privacy pages, §7.
 */
export function useProviderText(
  provider: ProviderTextOwner,
  kind: ProviderTextKind,
): { load: ProviderTextLoad; retry: () => void } {
  const { api } = useServices();
  const has = Boolean(kind === 'terms' ? provider.hasTerms : provider.hasPrivacyPolicy);
  const key = `${provider.id}/${kind}`;
  const [state, setState] = useState<{ key: string; load: ProviderTextLoad }>({
    key,
    load: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!has) return;
    const controller = new AbortController();
    const options = { params: { path: { id: String(provider.id) } }, signal: controller.signal };
    setState({ key, load: { status: 'loading' } });
    const request =
      kind === 'terms'
        ? api
            .GET('/providers/{id}/terms', options)
            .then(checked(termsShape))
            .then((r) => (r.ok ? r.data.terms : r.error))
        : api
            .GET('/providers/{id}/privacy_policy', options)
            .then(checked(privacyPolicyShape))
            .then((r) => (r.ok ? r.data.privacyPolicy : r.error));
    void request.then((result) => {
      if (typeof result === 'string') {
        setState({
          key,
          load: result.trim() ? { status: 'ready', text: result } : { status: 'missing' },
        });
      } else if (result.kind !== 'cancelled') {
        setState({ key, load: { status: result.status === 404 ? 'missing' : 'failed' } });
      }
    });
    return () => controller.abort();
  }, [api, provider.id, kind, has, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!has) return { load: { status: 'missing' }, retry };
  return { load: state.key === key ? state.load : { status: 'loading' }, retry };
}
