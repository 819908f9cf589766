/**
 * Reports client errors with `POST /err`. Spec: discovery §7 ("exception message and data").
 * Called by the error boundary and by the window listeners below.
 */
import type { ApiClient } from '@kurse/api-client';

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
  api: Pick<ApiClient, 'reportError'>,
  error: unknown,
  data: Record<string, unknown> = {},
): Promise<boolean> {
  const stack = error instanceof Error ? error.stack : undefined;
  return api.reportError(errorMessage(error), { stack, url: globalThis.location?.href, ...data });
}

/**
 * Reports uncaught errors and unhandled promise rejections of `target` (the window). Returns the
 * function that removes the listeners.
 */
export function installErrorReporting(
  api: Pick<ApiClient, 'reportError'>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) =>
    void reportError(api, event.error ?? event.message, { source: 'error' });
  const onRejection = (event: PromiseRejectionEvent) =>
    void reportError(api, event.reason, { source: 'unhandledrejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
