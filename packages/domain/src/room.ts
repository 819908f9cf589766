/** Parameters of the video lookup at the video provider. Spec: transactions §2 Room. */
export const VIDEO_LOOKUP_PARAMS = {
  background: false,
  byline: false,
  transparent: true,
  responsive: true,
} as const;
/** Maximum height of the page dropdown on small screens, in px. Spec: transactions §2 Room, §9. */
export const ROOM_DROPDOWN_MAX_HEIGHT_PX = 380;

/** Result of choosing a room page from the `page` query. Spec: transactions §2 Room. */
export interface RoomPageSelection<P> {
  /** The page to show; null only when the room has no pages. */
  page: P | null;
  /** 0-based index of `page`; -1 without pages. */
  index: number;
  /** True when the query named a page that does not exist (alert 'pageNotFound'). */
  notFound: boolean;
}

/**
 * Room page from the `page` query: a 1-based number or a page id. Spec: transactions §2 Room.
 * A whole number within 1…pages is read as a position first, then the value is looked up as an id
 * (ids compared as strings). No query → first page; not found → first page with `notFound`.
 */
export function selectRoomPage<P extends { id: string | number }>(
  pages: readonly P[],
  pageQuery: string | null | undefined,
): RoomPageSelection<P> {
  const query = pageQuery?.trim() ?? '';
  const first = (notFound: boolean): RoomPageSelection<P> => ({
    page: pages[0] ?? null,
    index: pages.length > 0 ? 0 : -1,
    notFound,
  });
  if (query === '') return first(false);
  const position = /^\d+$/.test(query) ? Number(query) : NaN;
  let index = position >= 1 && position <= pages.length ? position - 1 : -1;
  if (index < 0) index = pages.findIndex((page) => String(page.id) === query);
  const page = pages[index];
  return page === undefined ? first(true) : { page, index, notFound: false };
}

/** The `page` query value for a 0-based page index (1-based number). Spec: transactions §2 Room. */
export function roomPageQuery(index: number): string {
  return String(index + 1);
}

/** Previous, next and restart buttons of a room page. Spec: transactions §2 Room. */
export interface RoomNavigation {
  /** 0-based index of the previous page, or null on the first page. */
  previous: number | null;
  /** 0-based index of the next page, or null on the last page. */
  next: number | null;
  /** On the last page of a room with more than one page a restart jumps to the first (index 0). */
  restart: boolean;
}

/** Navigation for the page at `index` of `count` pages. Spec: transactions §2 Room. */
export function roomNavigation(index: number, count: number): RoomNavigation {
  const isLast = index >= count - 1;
  return {
    previous: index > 0 ? index - 1 : null,
    next: isLast ? null : index + 1,
    restart: isLast && count > 1,
  };
}

/** What a room page shows. Spec: transactions §2 Room. */
export type RoomPageState =
  { kind: 'content' } | { kind: 'scheduled'; publishAt: string } | { kind: 'notPublished' };

/**
 * Display state of a room page: published → content; unpublished with `publishAt` → scheduled
 * (date and reload option); otherwise not published yet. Spec: transactions §2 Room.
 */
export function roomPageState(page: {
  published: boolean;
  publishAt?: string | null;
}): RoomPageState {
  if (page.published) return { kind: 'content' };
  return page.publishAt
    ? { kind: 'scheduled', publishAt: page.publishAt }
    : { kind: 'notPublished' };
}

/** Room load failure key. Spec: transactions §4 Room, §8 Room errors. */
export type RoomLoadOutcome = 'sessionRequired' | 'tooEarly' | 'expired' | 'generic';

/** Room load failure by HTTP status: 401, 425, 410, else generic. Spec: transactions §4 Room, §8. */
export function roomLoadOutcome(httpStatus: number | null | undefined): RoomLoadOutcome {
  if (httpStatus === 401) return 'sessionRequired';
  if (httpStatus === 425) return 'tooEarly';
  return httpStatus === 410 ? 'expired' : 'generic';
}

/** Video lookup failure: 404 → videoNotFound, else generic. Spec: transactions §8 Video lookup. */
export function videoLookupError(
  httpStatus: number | null | undefined,
): 'videoNotFound' | 'generic' {
  return httpStatus === 404 ? 'videoNotFound' : 'generic';
}

const PLAIN_IFRAME = /^\s*<iframe\b(?:[^>"']|"[^"]*"|'[^']*')*>\s*<\/iframe>\s*$/i;
const ACTIVE_ATTRIBUTE = /\s(?:on\w+|srcdoc)\s*=|javascript:/i;

/**
 * How an embed code is rendered: an iframe is injected as given, other code in a sandboxed frame.
 * Spec: transactions §2 Room. Only a single plain `<iframe …></iframe>` counts as an iframe; one
 * with event handlers, `srcdoc` or `javascript:` URLs, or with extra markup, is sandboxed.
 */
export function embedKind(code: string): 'iframe' | 'sandboxed' {
  return PLAIN_IFRAME.test(code) && !ACTIVE_ATTRIBUTE.test(code) ? 'iframe' : 'sandboxed';
}
