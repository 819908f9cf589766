import { truncate } from '@kurse/domain';

/**
 * How long a card's description excerpt is: one length for every window, or a `narrow` one for
 * windows up to domain `EXCERPT_WIDE_ABOVE` (500 px) and a `wide` one above it (domain
 * `TEXT_LIMITS.courseExcerpt`, `TEXT_LIMITS.providerExcerpt`). Spec: discovery §9.
 */
export type ExcerptLength = number | { readonly narrow: number; readonly wide: number };

/**
 * A card's plain-text excerpt, cut at a word boundary. With a narrow and a wide length both cuts
 * are in the page and CSS shows the one for the window's width, so a page painted by the server
 * (which does not know the width) shows the right one at once and nothing moves when the app
 * takes over. The hidden cut is `display: none`: screen readers meet the shown one only.
 */
export function Excerpt({ text, length }: { text: string; length: ExcerptLength }) {
  if (typeof length === 'number') {
    const excerpt = truncate(text, length);
    return excerpt ? <p className="text-sm">{excerpt}</p> : null;
  }
  const narrow = truncate(text, length.narrow);
  const wide = truncate(text, length.wide);
  if (!wide) return null;
  if (narrow === wide) return <p className="text-sm">{wide}</p>;
  // 501 px: domain's EXCERPT_WIDE_ABOVE + 1 (Tailwind needs the number written out; a test
  // compares them). `min-[501px]` is width ≥ 501, `max-[501px]` width < 501: one of them always.
  return (
    <p className="text-sm">
      <span data-excerpt="narrow" className="min-[501px]:hidden">
        {narrow}
      </span>
      <span data-excerpt="wide" className="max-[501px]:hidden">
        {wide}
      </span>
    </p>
  );
}
