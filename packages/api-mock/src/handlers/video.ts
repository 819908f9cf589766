/** Offline default of the video lookup for room pages (transactions §2 Room, §7, §8). */
import { VIDEO_LOOKUP_PARAMS } from '@kurse/domain';
import { notFound, ok } from '../http/replies';
import { route } from '../http/route';

const VIMEO = /(?:^|\/\/)(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[^/]+\/)?(\d+)/i;

/** The embed query of the video provider: background, byline, transparent, responsive as 0/1. */
export const embedQuery = (): string =>
  Object.entries(VIDEO_LOOKUP_PARAMS)
    .map(([key, value]) => `${key}=${value ? 1 : 0}`)
    .join('&');

/** Route of the video lookup: Vimeo links give an embed, anything else 404. */
export const videoRoutes = [
  route('lookupVideo', '/video/lookup', 'get', ({ ctx, query }) => {
    const url = query.get('url')?.trim() ?? '';
    const videoId = VIMEO.exec(url)?.[1];
    if (!videoId) return notFound('Video not found');
    const page = ctx.db.rooms
      .flatMap((r) => r.room.pages)
      .find((p) => p.vimeoVideoId === videoId || p.vimeoVideoLink === url);
    const src = `https://player.vimeo.com/video/${videoId}?${embedQuery()}`;
    return ok({
      videoId,
      title: page?.title ?? null,
      width: 640,
      height: 360,
      thumbnail: page?.poster ?? null,
      html: `<iframe src="${src}" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    });
  }),
];
