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

// An instance of our own, so the link hook does not change sanitising elsewhere in the app.
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** True when a text holds HTML markup (a tag), rather than plain text with line breaks. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][^>]*>/i.test(text);
}

/**
 * Sanitises provider HTML: keeps {@link ALLOWED_TAGS} and `href` (web, mail and phone addresses
 * only), drops scripts, styles, event handlers and every other attribute, and makes links open in
 * a new tab with `rel="noopener noreferrer"`. Spec: discovery §2 Provider page.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}
