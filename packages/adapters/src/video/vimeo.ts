/**
 * The real video lookup: Vimeo's oEmbed endpoint (https://developer.vimeo.com/api/oembed/videos),
 * enabled in the web app with `VITE_KURSE_VIDEO=vimeo` (README, "Configuration"). It sends the
 * embed parameters background 0, byline 0, transparent 1, responsive 1; Vimeo answers 404 for an
 * unknown video (→ video not found) and 403 for one whose embedding is restricted (→ generic).
 * Spec: transactions §2 Room, §7 Video lookup, §8 Video lookup.
 */
import type { VideoInfo } from '@kurse/api-client';
import { VIDEO_LOOKUP_PARAMS } from '@kurse/domain';
import type { VideoLookup } from './video-lookup';

/** Vimeo's oEmbed endpoint. */
export const VIMEO_OEMBED_URL = 'https://vimeo.com/api/oembed.json';

/**
 * The embed parameters as the video provider spells them: background 0, byline 0, transparent 1,
 * responsive 1 (domain `VIDEO_LOOKUP_PARAMS`). Spec: transactions §2 Room.
 */
export function videoLookupQuery(): Record<keyof typeof VIDEO_LOOKUP_PARAMS, '0' | '1'> {
  const entries = Object.entries(VIDEO_LOOKUP_PARAMS).map(([key, on]) => [key, on ? '1' : '0']);
  return Object.fromEntries(entries) as Record<keyof typeof VIDEO_LOOKUP_PARAMS, '0' | '1'>;
}

/** The fields of Vimeo's oEmbed answer we read. */
interface VimeoOEmbed {
  video_id?: number | string;
  html?: string;
  width?: number;
  height?: number;
  thumbnail_url?: string;
  title?: string;
}

/** Options of {@link vimeoVideoLookup}. */
export interface VimeoVideoLookupOptions {
  /** The oEmbed endpoint. @default VIMEO_OEMBED_URL */
  endpoint?: string;
  /** The fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * Vimeo's embed code as one player iframe. With `responsive=1` Vimeo wraps its player iframe in a
 * padded `<div>` and adds its player API script; the room's video container does that sizing
 * itself, and the script is only needed to script the player. So when the code holds exactly one
 * iframe on player.vimeo.com, that iframe (without its `style`) is the embed code, and it is
 * inserted as given; any other code is left as it is (and rendered in the sandboxed frame).
 */
export function vimeoPlayerIframe(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const frames = doc.querySelectorAll('iframe');
  const frame = frames.length === 1 ? frames[0] : undefined;
  if (!frame) return html;
  try {
    if (new URL(frame.getAttribute('src') ?? '').hostname !== 'player.vimeo.com') return html;
  } catch {
    return html;
  }
  frame.removeAttribute('style');
  return frame.outerHTML;
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;

/** The oEmbed answer as the contract's `VideoInfo`. */
export function vimeoVideoInfo(answer: VimeoOEmbed): VideoInfo {
  return {
    videoId: String(answer.video_id ?? ''),
    html: answer.html ? vimeoPlayerIframe(answer.html) : null,
    width: orNull(answer.width),
    height: orNull(answer.height),
    thumbnail: orNull(answer.thumbnail_url),
    title: orNull(answer.title),
  };
}

/** The lookup at Vimeo. */
export function vimeoVideoLookup(options: VimeoVideoLookupOptions = {}): VideoLookup {
  const endpoint = options.endpoint ?? VIMEO_OEMBED_URL;
  return {
    async lookup(url, { signal } = {}) {
      const query = new URLSearchParams({ url, ...videoLookupQuery() });
      try {
        const response = await (options.fetch ?? fetch)(`${endpoint}?${query}`, { signal });
        if (!response.ok) return { ok: false, status: response.status, cancelled: false };
        return { ok: true, video: vimeoVideoInfo((await response.json()) as VimeoOEmbed) };
      } catch {
        return { ok: false, status: 0, cancelled: signal?.aborted ?? false };
      }
    },
  };
}
