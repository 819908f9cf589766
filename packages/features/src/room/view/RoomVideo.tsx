import type { VideoInfo } from '@kurse/api-client';
import { videoLookupError } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert, Spinner } from '@kurse/ui';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { EmbedFrame } from './EmbedFrame';
import { reportFailedFetch, type RoomAddress } from './use-room';

/** Props of {@link RoomVideo}. */
export interface RoomVideoProps {
  /** The page's video link (`pageVideoLink`). */
  link: string;
  /** The page's title, naming the video frame. */
  title: string;
  /** The room's address, for the report of a failed lookup. */
  address: RoomAddress;
}

type VideoLoad =
  | { status: 'loading' }
  | { status: 'ready'; video: VideoInfo }
  | { status: 'failed'; error: 'videoNotFound' | 'generic' };

/**
 * The video of a room page: the video lookup (`services.video`, with background false, byline
 * false, transparent true, responsive true) for the page's link, then its embed code through
 * {@link EmbedFrame}. A 404 says the video was not found, any other failure that it cannot load
 * now; failures are reported. It looks up once, when mounted: give it its link as `key`.
 * Spec: transactions §2 Room, §7 Video lookup, §8 Video lookup.
 */
export function RoomVideo({ link, title, address }: RoomVideoProps) {
  const { LL } = useI18n();
  const { api, video: videos } = useServices();
  const [load, setLoad] = useState<VideoLoad>({ status: 'loading' });
  const { slug, id, roomToken } = address;

  useEffect(() => {
    const controller = new AbortController();
    void videos.lookup(link, { signal: controller.signal }).then((result) => {
      if (result.ok) return setLoad({ status: 'ready', video: result.video });
      if (result.cancelled) return;
      reportFailedFetch(api, 'Video lookup', { slug, id, roomToken }, result);
      setLoad({ status: 'failed', error: videoLookupError(result.status) });
    });
    return () => controller.abort();
  }, [api, videos, link, slug, id, roomToken]);

  const name = `${LL.rooms.video()}: ${title}`;
  if (load.status === 'failed' || (load.status === 'ready' && !load.video.html)) {
    const error = load.status === 'failed' ? load.error : 'generic';
    return (
      <Alert tone="warning">
        {error === 'videoNotFound' ? LL.rooms.videoNotFound() : LL.rooms.videoError()}
      </Alert>
    );
  }
  if (load.status === 'loading') {
    return (
      <div
        data-slot="room-video-loading"
        className="flex aspect-video w-full items-center justify-center rounded-lg bg-muted"
      >
        <Spinner label={name} />
      </div>
    );
  }
  return <EmbedFrame code={load.video.html ?? ''} title={load.video.title ?? name} />;
}
