import type { ApiClient, ApiResult, VideoInfo } from '@kurse/api-client';
import * as v from 'valibot';
import type { Read, Services } from '../../core';
import { reportFailedFetch, type RoomAddress } from './use-room';

/** What the lookup answers: embed data (each implementation reads its provider's answer). */
const videoInfoShape = v.custom<VideoInfo>((value) => typeof value === 'object' && value !== null);

/** A lookup's failure as an API failure: its HTTP status (0 without an answer), or cancelled. */
const lookupFailure = (status: number, cancelled: boolean): ApiResult<never> => ({
  ok: false,
  response: null,
  error: cancelled
    ? { kind: 'cancelled', status: 0, code: null, message: null, fieldErrors: {} }
    : status === 0
      ? { kind: 'network', status: 0, code: null, message: null, fieldErrors: {} }
      : { kind: 'http', status, code: null, message: null, fieldErrors: {} },
});

/**
 * The read of a page's video through the video lookup (`services.video`, not the API client): the
 * embed data of `link`. A failed lookup is reported with the room's address (without its token).
 * Spec: transactions §2 Room, §7 Video lookup, §8 Video lookup.
 */
export const videoRead = (
  video: Services['video'],
  link: string,
  address: RoomAddress,
): Read<VideoInfo> => ({
  key: `/video/lookup?url=${encodeURIComponent(link)}`,
  fetch: async (api: ApiClient, signal) => {
    const result = await video.lookup(link, { signal });
    if (result.ok) return { ok: true, data: result.video, response: new Response(null) };
    if (!result.cancelled) reportFailedFetch(api, 'Video lookup', address, result);
    return lookupFailure(result.status, result.cancelled);
  },
  shape: videoInfoShape,
});
