import type { ApiError, SearchTextResult } from '@kurse/api-client';
import { applyAssistantAnswer, type Locale } from '@kurse/domain';
import { useI18n, type I18nValue } from '@kurse/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assistantAnswerShape, useRead, useServices, type Read } from '../../core';
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
 * The assistant's read of a sentence (`POST /search/text`): the filters and place it finds in it.
 * It changes nothing on the server, so the same sentence is the same read. Spec: discovery §7
 * POST /search/text.
 */
export function assistantRead(text: string, locale: Locale): Read<SearchTextResult> {
  const query = text.trim();
  return {
    key: `/search/text?query=${encodeURIComponent(query)}&locale=${locale}`,
    fetch: (api, signal) =>
      api.POST('/search/text', { body: { text_search: { query, locale } }, signal }),
    shape: assistantAnswerShape,
  };
}

/**
 * The search assistant: sends a sentence ({@link assistantRead}), then applies the answer (the
 * assistant defaults radius 25, bookable true, no start date, then the answer's filters) to the
 * search store and the place, and shows the server's message. States idle, loading, success,
 * error; 422, 429 and other errors show the server's message or each one's default text. A newer
 * sentence cancels the one in flight. Spec: discovery §2 Search, §4 Search assistant, §7 POST
 * /search/text, §8 Assistant.
 */
export function useAssistant(onPlace: (place: Partial<SearchPlace>) => void): {
  state: AssistantState;
  submit: (text: string) => void;
} {
  const { stores } = useServices();
  const { LL, locale } = useI18n();
  // The sentence sent last, and how many were sent (each one is applied once).
  const [sent, setSent] = useState<{ text: string; n: number } | null>(null);
  const read = useRead(sent ? assistantRead(sent.text, locale) : null);
  const [applied, setApplied] = useState<{ n: number; message: string } | null>(null);
  const latest = useRef({ stores, onPlace, LL });
  latest.current = { stores, onPlace, LL };

  const answer = read.status === 'ready' ? read.data : null;
  useEffect(() => {
    if (!sent || !answer) return;
    const { stores, onPlace, LL } = latest.current;
    const outcome = applyAssistantAnswer(stores.search.filters, answer);
    setSearchFilters(stores, outcome.filters);
    onPlace({
      term: outcome.term,
      address: outcome.address,
      lat: outcome.location?.lat ?? null,
      lng: outcome.location?.lng ?? null,
    });
    setApplied({ n: sent.n, message: outcome.message ?? LL.search.assistant.success() });
  }, [sent, answer]);

  const failed = read.status === 'failed' ? read : null;
  const submit = useCallback(
    (text: string) => {
      // The same sentence again after a failure asks again (a kept answer is applied again).
      if (failed && sent?.text.trim() === text.trim()) failed.retry();
      setSent({ text, n: (sent?.n ?? 0) + 1 });
    },
    [failed, sent],
  );

  let state: AssistantState;
  if (!sent) state = { status: 'idle' };
  else if (read.status === 'failed') {
    state = { status: 'error', message: assistantErrorMessage(LL, read.error) };
  } else if (read.status === 'ready' && applied?.n === sent.n) {
    state = { status: 'success', message: applied.message };
  } else state = { status: 'loading' };
  return { state, submit };
}
