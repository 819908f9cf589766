/**
 * A server-rendered page as a whole document: the build's `index.html` with the request's
 * language, the page's head (title, description, canonical, Open Graph), the rendered page in
 * `#root` and the state the client takes over. The body streams once the page is complete, so
 * crawlers, link previews and browsers without JavaScript get all of it.
 */
import { jsonLdScriptText } from '@kurse/domain';
import { documentTitle, type Head } from '@kurse/features';
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

/** Open Graph's names of the site's languages. */
const OG_LOCALES: Record<ServedState['locale'], string> = { de: 'de_DE', en: 'en_GB' };

/** What the document's head is made of: the page's head, whether it is indexed, its language. */
export interface DocumentHead {
  head: Head | null;
  indexed: boolean;
  locale: ServedState['locale'];
  /** The site's name (the catalogue's brand). */
  siteName: string;
}

/**
 * The head's tags of a page (the template's own `<title>` is replaced): title and description,
 * `noindex` for a page search engines should not list, the canonical address, Open Graph and the
 * Twitter card for link previews, and the page's schema.org facts as JSON-LD. The head's
 * addresses are absolute already.
 */
export function headTags({ head, indexed, locale, siteName }: DocumentHead): string {
  const tags: string[] = [];
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    tags.push(`<meta ${key}="${name}" content="${escapeHtml(content)}">`);
  if (head) tags.push(`<title>${escapeHtml(documentTitle(head.title, siteName))}</title>`);
  if (head?.description) meta('name', 'description', head.description);
  if (!indexed) meta('name', 'robots', 'noindex');
  if (!head) return tags.join('');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', siteName);
  meta('property', 'og:locale', OG_LOCALES[locale]);
  meta('property', 'og:title', head.title);
  if (head.description) meta('property', 'og:description', head.description);
  if (head.canonical) meta('property', 'og:url', head.canonical);
  if (head.image) meta('property', 'og:image', head.image);
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonLdScriptText(data)}</script>`);
  }
  return tags.join('');
}

/** The template split around the page: everything before `#root`'s content, and after it. */
export function documentParts(
  template: string,
  state: ServedState,
  page: Omit<DocumentHead, 'locale'>,
): { before: string; after: string } {
  const marker = '<div id="root"></div>';
  const at = template.indexOf(marker);
  if (at < 0) throw new Error('The page template has no <div id="root"></div>.');
  let before = template.slice(0, at) + '<div id="root">';
  before = before.replace(/<html lang="[^"]*"/, `<html lang="${state.locale}"`);
  const tags = headTags({ ...page, locale: state.locale });
  if (page.head) before = before.replace(/<title>[^<]*<\/title>/, tags);
  else before = before.replace('</head>', `${tags}</head>`);
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
