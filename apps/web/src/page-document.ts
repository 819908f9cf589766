/**
 * A server-rendered page as a whole document: the build's `index.html` with the request's
 * language, the page's head (title, description, canonical, Open Graph), the rendered page in
 * `#root` and the state the client takes over. The body streams once the page is complete, so
 * crawlers, link previews and browsers without JavaScript get all of it.
 */
import type { Head } from '@kurse/features';
import { PassThrough, Writable, type Readable } from 'node:stream';
import type { Rendered } from './entry-server';
import { servedStateScript, type ServedState } from './served-state';

/** Text for HTML (element content and quoted attribute values). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The head's tags of a page (the template's own `<title>` is replaced). */
export function headTags(head: Head | null, origin: string): string {
  if (!head) return '';
  const absolute = (url: string) => new URL(url, origin).href;
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}">`);
  if (head.description) {
    const text = escapeHtml(head.description);
    tags.push(`<meta name="description" content="${text}">`);
    tags.push(`<meta property="og:description" content="${text}">`);
  }
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(head.canonical))}">`);
  }
  if (head.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(head.image))}">`);
    tags.push('<meta name="twitter:card" content="summary_large_image">');
  }
  return tags.join('');
}

/** The template split around the page: everything before `#root`'s content, and after it. */
export function documentParts(
  template: string,
  state: ServedState,
  head: Head | null,
  origin: string,
): { before: string; after: string } {
  const marker = '<div id="root"></div>';
  const at = template.indexOf(marker);
  if (at < 0) throw new Error('The page template has no <div id="root"></div>.');
  let before = template.slice(0, at) + '<div id="root">';
  before = before.replace(/<html lang="[^"]*"/, `<html lang="${state.locale}"`);
  const tags = headTags(head, origin);
  if (tags) before = before.replace(/<title>[^<]*<\/title>/, tags);
  const after = `</div>${servedStateScript(state)}${template.slice(at + marker.length)}`;
  return { before, after };
}

/**
 * The document's body as a stream: `before`, the page React renders (once complete), `after`.
 * A render that fails midway ends the stream with what was written (the status is already sent).
 */
export function documentStream(
  rendered: Pick<Rendered, 'stream'>,
  parts: { before: string; after: string },
  onError: (error: unknown) => void,
): Readable {
  const body = new PassThrough();
  body.write(parts.before);
  const page = new Writable({
    write(chunk, _encoding, done) {
      body.write(chunk, done);
    },
    final(done) {
      body.end(parts.after);
      done();
    },
  });
  const react = rendered.stream({
    onAllReady: () => react.pipe(page),
    onError,
  });
  body.on('close', () => react.abort());
  return body;
}
