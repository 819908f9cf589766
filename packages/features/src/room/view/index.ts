export { EmbedFrame } from './EmbedFrame';
export type { EmbedFrameProps } from './EmbedFrame';
export { RoomLogin } from './RoomLogin';
export { RoomPageNav } from './RoomPageNav';
export type { RoomPageNavProps } from './RoomPageNav';
export { RoomPageView } from './RoomPageView';
export type { RoomPageViewProps } from './RoomPageView';
export { RoomVideo } from './RoomVideo';
export type { RoomVideoProps } from './RoomVideo';
export { useRoom } from './use-room';
export type { RoomAddress, RoomLoad } from './use-room';
export { roomPageHref, useRoomPage } from './use-room-page';
export type { RoomPageChoice } from './use-room-page';
export type {
  VideoLookup,
  VideoLookupMode,
  VideoLookupResult,
} from '../../core/video/video-lookup';
