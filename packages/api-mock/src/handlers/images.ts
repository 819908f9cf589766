/**
 * The seed's images (`GET {base}/images/:name`), outside the contract: the SVG a seed image URL
 * names, cached for good since a name always means the same picture. Scenarios do not reach it —
 * they force the answers of contract operations, and a picture is none.
 */
import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import { seedImage } from '../seed/images';

/** The headers of an image answer: immutable caching; the SVG runs nothing when opened directly. */
export const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'",
  'X-Content-Type-Options': 'nosniff',
} as const;

/** The SVG of a seed image (the body left off for HEAD), or 404 JSON for an unknown name. */
function imageResponse(name: string, withBody: boolean): Response {
  const svg = seedImage(name);
  if (svg === undefined) {
    return HttpResponse.json({ status: 404, message: 'Not found' }, { status: 404 });
  }
  return new HttpResponse(withBody ? svg : null, { status: 200, headers: IMAGE_HEADERS });
}

/** MSW handlers answering the seed's images under `prefix` (the API base without a slash). */
export function imageHandlers(prefix: string): HttpHandler[] {
  const path = `${prefix}/images/:name`;
  return [
    http.get<{ name: string }>(path, ({ params }) => imageResponse(params.name, true)),
    http.head<{ name: string }>(path, ({ params }) => imageResponse(params.name, false)),
  ];
}
