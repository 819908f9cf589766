/**
 * The provider's own description HTML, made safe to show: basic formatting and links only, every
 * link opening in a new tab without access to our window. Spec: discovery §2 Provider page
 * (description), §3 Provider.description.
 */
import DOMPurify from 'dompurify';

/** The tags a provider description may keep; any other tag is dropped and its text kept. */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'];
/** Links may only lead to web pages, e-mail addresses and phone numbers. */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:)/i;

/** The window DOMPurify works in: the browser's own, or the one a server gives. */
type PurifierWindow = Parameters<typeof DOMPurify>[0];
let serverWindow: PurifierWindow | null = null;

/**
 * Gives the sanitiser a window to work in where there is none (a server renders provider texts
 * with jsdom's); call once at start, before the first page renders.
 */
export function setHtmlWindow(window: PurifierWindow): void {
  serverWindow = window;
  purifier = null;
}

/** Adds our rules for links and images to an instance of our own. */
function ownPurifier() {
  const instance = serverWindow ? DOMPurify(serverWindow) : DOMPurify();
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image the author gave no text is decoration: screen readers skip it (WCAG 1.1.1).
    if (node.tagName === 'IMG') {
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
    }
  });
  return instance;
}

// An instance of our own, so the link hook does not change sanitising elsewhere in the app; made
// on first use, so importing this module needs no DOM.
let purifier: ReturnType<typeof DOMPurify> | null = null;
const purify = () => (purifier ??= ownPurifier());

// The texts cleaned last, by kind and text: a page shown again (or rendered again on a server)
// does not clean the same text twice. Cleaning is a function of the text alone.
const cleaned = new Map<string, string>();
const KEPT = 200;

function remembered(key: string, clean: () => string): string {
  const known = cleaned.get(key);
  if (known !== undefined) return known;
  const text = clean();
  if (cleaned.size >= KEPT) cleaned.delete(cleaned.keys().next().value as string);
  cleaned.set(key, text);
  return text;
}

export { looksLikeHtml } from './looks-like-html';

/**
 * Sanitises provider HTML: keeps {@link ALLOWED_TAGS} and `href` (web, mail and phone addresses
 * only), drops scripts, styles, event handlers and every other attribute, and makes links open in
 * a new tab with `rel="noopener noreferrer"`. Spec: discovery §2 Provider page.
 */
export function sanitizeHtml(html: string): string {
  return remembered(`basic:${html}`, () =>
    purify().sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: ['href'],
      ALLOWED_URI_REGEXP: ALLOWED_URI,
    }),
  );
}

/**
 * The tags a longer provider text may keep besides {@link ALLOWED_TAGS}: section headings below the
 * page's own h1, quotes, rules and images with their captions (blog posts, terms, privacy policy).
 */
export const RICH_TAGS = [
  ...ALLOWED_TAGS,
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
  'img',
  'figure',
  'figcaption',
];

/**
 * Sanitises a longer provider text (a blog post, terms, a privacy policy) like
 * {@link sanitizeHtml}, keeping {@link RICH_TAGS} as well; images keep `src` (web addresses only)
 * and `alt` (an empty one when missing) and load lazily. Spec: transactions §2 Blog, Terms and
 * privacy pages.
 */
export function sanitizeRichHtml(html: string): string {
  return remembered(`rich:${html}`, () =>
    purify().sanitize(html, {
      ALLOWED_TAGS: RICH_TAGS,
      ALLOWED_ATTR: ['href', 'src', 'alt'],
      ALLOWED_URI_REGEXP: ALLOWED_URI,
    }),
  );
}
