/**
 * Unregisters any service worker left from an earlier version of the site. Spec: discovery §7
 * ("a service worker is unregistered"). Resolves with how many were removed; never rejects.
 */
export async function unregisterServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined = globalThis.navigator
    ?.serviceWorker,
): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const results = await Promise.all(registrations.map((r) => r.unregister()));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
