/**
 * What a client error report holds (the message, the stack, the page address) and when one is
 * sent: by the error boundary, by the window listeners below, by reads worth knowing about. Where
 * it goes is the error reports adapter (`services.errors`; `@kurse/adapters/errors`: our API's
 * `POST /err`); reads that have only the API client report through it, the same place.
 * Spec: discovery §7 ("exception message and data").
 */
import type { ErrorReports } from '@kurse/adapters/errors';

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

/**
 * Sends one report with the error's stack and the page address; never throws. `data.url`
 * replaces the address (for addresses that carry a secret, such as a room token).
 */
export function reportError(
  reports: ErrorReports,
  error: unknown,
  data: Record<string, unknown> = {},
): Promise<boolean> {
  const stack = error instanceof Error ? error.stack : undefined;
  return reports.reportError(errorMessage(error), {
    stack,
    url: globalThis.location?.href,
    ...data,
  });
}

/**
 * Reports uncaught errors and unhandled promise rejections of `target` (the window). Returns the
 * function that removes the listeners.
 */
export function installErrorReporting(
  reports: ErrorReports,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) =>
    void reportError(reports, event.error ?? event.message, { source: 'error' });
  const onRejection = (event: PromiseRejectionEvent) =>
    void reportError(reports, event.reason, { source: 'unhandledrejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
