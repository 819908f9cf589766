/** The video link of a room page. Spec: transactions §3 Room page (vimeoVideoId, vimeoVideoLink). */

/**
 * The link a room page's video is looked up with: its `vimeoVideoLink`, else the Vimeo address
 * of its `vimeoVideoId`, else null (the page has no video).
 */
export function pageVideoLink(page: {
  vimeoVideoLink?: string | null;
  vimeoVideoId?: string | null;
}): string | null {
  const link = page.vimeoVideoLink?.trim();
  if (link) return link;
  const id = page.vimeoVideoId?.trim();
  return id ? `https://vimeo.com/${encodeURIComponent(id)}` : null;
}
