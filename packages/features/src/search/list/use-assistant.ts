import type { ApiError } from '@kurse/api-client';
import { applyAssistantAnswer } from '@kurse/domain';
import { useI18n, type I18nValue } from '@kurse/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { assistantAnswerShape } from '../../core';
import { setSearchFilters } from './search-actions';
import type { SearchPlace } from './search-url';

/** The search assistant's state. Spec: discovery §4 Search assistant. */
export type AssistantState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

/** The message of a failed assistant request: the server's, else the default of its status. */
export function assistantErrorMessage(LL: I18nValue['LL'], error: ApiError): string {
  const texts = LL.search.assistant;
  const fallback =
    error.status === 422
      ? texts.unprocessable()
      : error.status === 429
        ? texts.rateLimited()
        : texts.error();
  return error.message ?? fallback;
}

/**
 * The search assistant: sends a sentence to `POST /search/text`, then applies the answer (the
 * assistant defaults radius 25, bookable true, no start date, then the answer's filters) to the
 * search store and the place, and shows the server's message. States idle, loading, success,
 * error; 422, 429 and other errors show the server's message or each one's default text.
 * Spec: discovery §2 Search, §4 Search assistant, §7 POST /search/text, §8 Assistant.
 */
export function useAssistant(onPlace: (place: Partial<SearchPlace>) => void): {
  state: AssistantState;
  submit: (text: string) => void;
} {
  const { api, stores } = useServices();
  const { LL, locale } = useI18n();
  const [state, setState] = useState<AssistantState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(
    (text: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'loading' });
      void api
        .POST('/search/text', {
          body: { text_search: { query: text.trim(), locale } },
          signal: current.signal,
        })
        .then(checked(assistantAnswerShape))
        .then((result) => {
          if (current.signal.aborted) return;
          if (!result.ok) {
            if (result.error.kind !== 'cancelled') {
              setState({ status: 'error', message: assistantErrorMessage(LL, result.error) });
            }
            return;
          }
          const applied = applyAssistantAnswer(stores.search.filters, result.data);
          setSearchFilters(stores, applied.filters);
          onPlace({
            term: applied.term,
            address: applied.address,
            lat: applied.location?.lat ?? null,
            lng: applied.location?.lng ?? null,
          });
          setState({
            status: 'success',
            message: applied.message ?? LL.search.assistant.success(),
          });
        });
    },
    [api, stores, LL, locale, onPlace],
  );
  return { state, submit };
}
