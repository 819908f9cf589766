import { describe, expect, it } from 'vitest';
import {
  ROOM_DROPDOWN_MAX_HEIGHT_PX,
  VIDEO_LOOKUP_PARAMS,
  embedKind,
  roomLoadOutcome,
  roomNavigation,
  roomPageQuery,
  roomPageState,
  selectRoomPage,
  videoLookupError,
} from './room';

const pages = [{ id: 'intro' }, { id: 'p-2' }, { id: 42 }];

describe('selectRoomPage', () => {
  it('shows the first page without a query', () => {
    expect(selectRoomPage(pages, null)).toEqual({ page: pages[0], index: 0, notFound: false });
    expect(selectRoomPage(pages, '  ')).toEqual({ page: pages[0], index: 0, notFound: false });
  });
  it('reads a 1-based number within the page count', () => {
    expect(selectRoomPage(pages, '1')).toEqual({ page: pages[0], index: 0, notFound: false });
    expect(selectRoomPage(pages, '3')).toEqual({ page: pages[2], index: 2, notFound: false });
  });
  it('looks up a page id, also a numeric one beyond the count', () => {
    expect(selectRoomPage(pages, 'p-2')).toEqual({ page: pages[1], index: 1, notFound: false });
    expect(selectRoomPage(pages, '42')).toEqual({ page: pages[2], index: 2, notFound: false });
  });
  it('falls back to the first page with notFound', () => {
    expect(selectRoomPage(pages, '4')).toEqual({ page: pages[0], index: 0, notFound: true });
    expect(selectRoomPage(pages, '0')).toEqual({ page: pages[0], index: 0, notFound: true });
    expect(selectRoomPage(pages, 'missing')).toEqual({ page: pages[0], index: 0, notFound: true });
    expect(selectRoomPage([], '1')).toEqual({ page: null, index: -1, notFound: true });
  });
  it('writes the 1-based number back to the query', () => {
    expect(roomPageQuery(0)).toBe('1');
    expect(selectRoomPage(pages, roomPageQuery(1)).index).toBe(1);
  });
});

describe('roomNavigation', () => {
  it('offers previous and next inside the room', () => {
    expect(roomNavigation(0, 3)).toEqual({ previous: null, next: 1, restart: false });
    expect(roomNavigation(1, 3)).toEqual({ previous: 0, next: 2, restart: false });
  });
  it('offers a restart after the last page', () => {
    expect(roomNavigation(2, 3)).toEqual({ previous: 1, next: null, restart: true });
    expect(roomNavigation(0, 1)).toEqual({ previous: null, next: null, restart: false });
  });
});

describe('roomPageState', () => {
  it('shows content, a scheduled date or not published', () => {
    expect(roomPageState({ published: true, publishAt: '2026-04-01T10:00:00Z' })).toEqual({
      kind: 'content',
    });
    expect(roomPageState({ published: false, publishAt: '2026-04-01T10:00:00Z' })).toEqual({
      kind: 'scheduled',
      publishAt: '2026-04-01T10:00:00Z',
    });
    expect(roomPageState({ published: false, publishAt: null })).toEqual({ kind: 'notPublished' });
  });
});

describe('room and video errors', () => {
  it('maps room load statuses', () => {
    expect(roomLoadOutcome(401)).toBe('sessionRequired');
    expect(roomLoadOutcome(425)).toBe('tooEarly');
    expect(roomLoadOutcome(410)).toBe('expired');
    expect(roomLoadOutcome(500)).toBe('generic');
    expect(roomLoadOutcome(undefined)).toBe('generic');
  });
  it('maps video lookup statuses', () => {
    expect(videoLookupError(404)).toBe('videoNotFound');
    expect(videoLookupError(500)).toBe('generic');
  });
});

describe('video embeds', () => {
  it('has the spec lookup parameters and dropdown height', () => {
    expect(VIDEO_LOOKUP_PARAMS).toEqual({
      background: false,
      byline: false,
      transparent: true,
      responsive: true,
    });
    expect(ROOM_DROPDOWN_MAX_HEIGHT_PX).toBe(380);
  });
  it('injects a plain iframe as given', () => {
    expect(
      embedKind('<iframe src="https://player.vimeo.com/video/1?a=b>c" allowfullscreen></iframe>'),
    ).toBe('iframe');
    expect(embedKind('  <IFRAME src="https://example.com"></IFRAME>\n')).toBe('iframe');
  });
  it('sandboxes everything else', () => {
    expect(embedKind('<div><script>x()</script></div>')).toBe('sandboxed');
    expect(embedKind('<iframe src="https://a.example"></iframe><script>x()</script>')).toBe(
      'sandboxed',
    );
    expect(embedKind('<iframe src="https://a.example" onload="x()"></iframe>')).toBe('sandboxed');
    expect(embedKind('<iframe srcdoc="<script>x()</script>"></iframe>')).toBe('sandboxed');
    expect(embedKind('<iframe src="javascript:x()"></iframe>')).toBe('sandboxed');
    expect(embedKind('')).toBe('sandboxed');
  });
});
