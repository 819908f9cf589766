/** Where MapLibre's worker script is served, once the app has said so. */
let workerUrl: string | null = null;

/**
 * Tells the map where the app serves MapLibre's worker (`maplibre-gl/dist/maplibre-gl-worker.mjs`),
 * e.g. with Vite `import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'`. Call it
 * once before the first map shows. Without it MapLibre looks for the worker beside its own module,
 * which a bundler usually moves.
 */
export function setMapWorkerUrl(url: string): void {
  workerUrl = url;
}

/** The worker's address the app gave, if any. */
export function mapWorkerUrl(): string | null {
  return workerUrl;
}
