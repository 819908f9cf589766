/**
 * The default video lookup: our API's `GET /video/lookup` with the room page's link and the embed
 * parameters; the demo backend answers it offline (Vimeo links give a player iframe, anything
 * else 404). Spec: transactions §2 Room, §7 Video lookup, §8 Video lookup.
 */
import type { ApiClient } from '@kurse/api-client';
import { VIDEO_LOOKUP_PARAMS } from '@kurse/domain';
import type { VideoLookup } from './video-lookup';

/** The lookup through the API (`lookupVideo`). */
export function apiVideoLookup(api: ApiClient): VideoLookup {
  return {
    async lookup(url, { signal } = {}) {
      const result = await api.GET('/video/lookup', {
        params: { query: { url, ...VIDEO_LOOKUP_PARAMS } },
        signal,
      });
      if (result.ok) return { ok: true, video: result.data };
      return {
        ok: false,
        status: result.error.status,
        cancelled: result.error.kind === 'cancelled',
      };
    },
  };
}
