/**
 * The video lookup port of room pages: the embed data of a page's video link at the video
 * provider. Behind this interface, like the address service: by default the API's `GET
 * /video/lookup` (the demo backend answers it offline, `./api`); with `VITE_KURSE_VIDEO=vimeo`
 * the app asks Vimeo's oEmbed endpoint itself (`./vimeo`). Either implementation loads on the
 * first lookup, so neither is in the first load of pages without a room (this entry holds types
 * and the lazy wrapper only: the composition root imports it).
 * Spec: transactions §2 Room (video embeds), §7 Video lookup, §8 Video lookup.
 */
import type { VideoInfo } from '@kurse/api-client';

/** Options of one lookup. */
export interface VideoLookupOptions {
  /** Cancels the lookup; a cancelled lookup answers `cancelled` and is ignored by the caller. */
  signal?: AbortSignal;
}

/**
 * A lookup's answer: the embed data, or the HTTP status of the failure (0 without an answer)
 * for domain `videoLookupError` (404 → video not found, anything else generic).
 */
export type VideoLookupResult =
  { ok: true; video: VideoInfo } | { ok: false; status: number; cancelled: boolean };

/** Looks up the embed data of a video link. Never throws. */
export interface VideoLookup {
  lookup(url: string, options?: VideoLookupOptions): Promise<VideoLookupResult>;
}

/** How the app looks videos up: `demo` asks our API (offline default), `vimeo` asks Vimeo. */
export type VideoLookupMode = 'demo' | 'vimeo';

/** A {@link VideoLookup} that loads the real one once, on the first lookup. */
export function lazyVideoLookup(load: () => Promise<VideoLookup>): VideoLookup {
  let loading: Promise<VideoLookup> | undefined;
  return {
    lookup: async (url, options) => {
      try {
        return await (loading ??= load()).then((lookup) => lookup.lookup(url, options));
      } catch {
        // The implementation's chunk did not load (offline, new deployment): a generic failure.
        loading = undefined;
        return { ok: false, status: 0, cancelled: options?.signal?.aborted ?? false };
      }
    },
  };
}
