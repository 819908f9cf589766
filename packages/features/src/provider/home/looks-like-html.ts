/**
 * True when a text holds HTML markup (a tag), rather than plain text with line breaks. Apart from
 * the sanitiser, so that telling the two apart does not load it.
 */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][^>]*>/i.test(text);
}
