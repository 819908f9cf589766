import { videoLookupError } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert, Spinner } from '@kurse/ui';
import { useMemo } from 'react';
import { useRead, useServices } from '../../core';
import { EmbedFrame } from './EmbedFrame';
import type { RoomAddress } from './use-room';
import { videoRead } from './video-read';

/** Props of {@link RoomVideo}. */
export interface RoomVideoProps {
  /** The page's video link (`pageVideoLink`). */
  link: string;
  /** The page's title, naming the video frame. */
  title: string;
  /** The room's address, for the report of a failed lookup. */
  address: RoomAddress;
}

/**
 * The video of a room page: the video lookup (`services.video`, with background false, byline
 * false, transparent true, responsive true) for the page's link, then its embed code through
 * {@link EmbedFrame}. A 404 says the video was not found, any other failure that it cannot load
 * now; failures are reported. The lookup's answer is kept like any read ({@link videoRead}).
 * Spec: transactions §2 Room, §7 Video lookup, §8 Video lookup.
 */
export function RoomVideo({ link, title, address }: RoomVideoProps) {
  const { LL } = useI18n();
  const { video } = useServices();
  const { slug, id, roomToken } = address;
  const read = useMemo(
    () => videoRead(video, link, { slug, id, roomToken }),
    [video, link, slug, id, roomToken],
  );
  const load = useRead(read);

  const name = `${LL.rooms.video()}: ${title}`;
  if (load.status === 'failed' || (load.status === 'ready' && !load.data.html)) {
    const error = load.status === 'failed' ? videoLookupError(load.error.status) : 'generic';
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
  return <EmbedFrame code={load.data.html ?? ''} title={load.data.title ?? name} />;
}
