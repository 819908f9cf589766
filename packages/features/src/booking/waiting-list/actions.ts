/**
 * Joining a waiting list. Spec: discovery §4 Waiting list, §7 POST /providers/{id}/applicants,
 * §8 Waiting-list failure.
 */
import type { ApplicantCreateRequest } from '@kurse/api-client';
import type { ServerFieldError } from '@kurse/domain';
import { classifyFieldErrors } from '../../core';
import { tooManyRequestsOf, type TooManyRequests } from '../../core';
import { loadApplications, type SessionDeps } from '../../core';
import { endExpiredSession } from '../../core';

/** What is sent for one application. */
export interface WaitingListApplication {
  providerId: number | string;
  eventId: number;
  applicant: ApplicantCreateRequest['applicant'];
}

/** How sending an application ended. */
export type WaitingListOutcome =
  | { ok: true }
  | {
      ok: false;
      /** The session ran out: the login asks again, the form keeps what was typed. */
      expired: boolean;
      /** The server's field errors (camelCase keys, kinds, never its words). */
      fieldErrors: Record<string, ServerFieldError>;
      /** The refusal for too many requests (429) with its wait, when it was one. */
      tooManyRequests: TooManyRequests | null;
    };

/**
 * Sends an application (with the user's token when logged in). While it runs the waiting list's
 * loading flag is set; a failure resets it and answers whether the session ran out and the
 * server's field errors (the form then shows their messages or the generic error, §8). On success the new application joins the store at once — for a guest that is what marks
 * them as listed — and a logged-in user's applications are then reloaded from the server (§4:
 * "the list refreshes after a successful submit").
 */
export async function applyToWaitingList(
  deps: SessionDeps,
  { providerId, eventId, applicant }: WaitingListApplication,
): Promise<WaitingListOutcome> {
  const { api, stores } = deps;
  stores.waitingList.loading = true;
  const hadSession = Boolean(stores.session.token);
  const result = await api.POST('/providers/{id}/applicants', {
    params: { path: { id: String(providerId) } },
    body: { eventId, applicant },
  });
  stores.waitingList.loading = false;
  if (!result.ok) {
    // A session that ran out: the login asks again; the form keeps what was typed.
    const expired = endExpiredSession(stores, result.error, hadSession);
    const fieldErrors = classifyFieldErrors(result.error.fieldErrors);
    return { ok: false, expired, fieldErrors, tooManyRequests: tooManyRequestsOf(result.error) };
  }
  stores.waitingList.applications = [...stores.waitingList.applications, result.data];
  if (stores.session.user) await loadApplications(deps);
  return { ok: true };
}
