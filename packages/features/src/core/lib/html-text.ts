/**
 * The plain text of provider HTML (descriptions, posts), for excerpts and meta descriptions. Uses
 * the DOM parser only (a server provides one), so it adds no sanitiser to a page's code.
 */

const BLOCKS = 'p,div,br,li,h1,h2,h3,h4,h5,h6,blockquote,figcaption,tr';

/**
 * The plain text of provider HTML, for excerpts: tags dropped (nothing runs or loads: the markup
 * is parsed into an inert document), blocks separated by a space, whitespace collapsed.
 * Spec: transactions §2 Blog (preview).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
