/**
 * The error reports port: where a client error report goes (its message and data: stack, page
 * address, source …; what a report holds and when one is sent is the app's, features core
 * `reportError`). The default (and so far only) implementation posts it to our API
 * ({@link apiErrorReports}: `POST /err`), which the demo backend answers offline. The port has
 * the API client's own shape, so reads that have only the API client report to the same place.
 * Spec: discovery §7 ("exception message and data").
 */
import type { ApiClient } from '@kurse/api-client';

/** Sends client error reports; answers whether one was accepted, never throws. */
export interface ErrorReports {
  reportError(message: string, data: Record<string, unknown>): Promise<boolean>;
}

/** The error reports through our API (`POST /err`). */
export function apiErrorReports(api: Pick<ApiClient, 'reportError'>): ErrorReports {
  // The API client's own call is the port's shape.
  return api;
}
