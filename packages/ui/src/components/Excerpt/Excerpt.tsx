import { truncate } from '@kurse/domain';

/**
 * How long an excerpt is: one length for every window, or a `narrow` and a `wide` one (domain
 * `TEXT_LIMITS.courseExcerpt`, `TEXT_LIMITS.providerExcerpt`, `TEXT_LIMITS.eventDescription`).
 */
export type ExcerptLength = number | { readonly narrow: number; readonly wide: number };

/**
 * Where the wide cut starts: `card` above domain `EXCERPT_WIDE_ABOVE` (500 px, the cards'
 * excerpts), `sm` from domain `BREAKPOINTS.sm` (576 px, the event booking page's description).
 */
export type ExcerptSwitch = 'card' | 'sm';

/**
 * The classes hiding each cut. `card`: 501 px is domain's EXCERPT_WIDE_ABOVE + 1, written out
 * because Tailwind reads class names as text (a test compares them); `min-[501px]` is width ≥ 501,
 * `max-[501px]` width < 501, so one cut always shows. `sm`: Tailwind's sm is domain's
 * BREAKPOINTS.sm (both come from one source).
 */
const HIDE = {
  card: { narrow: 'min-[501px]:hidden', wide: 'max-[501px]:hidden' },
  sm: { narrow: 'sm:hidden', wide: 'max-sm:hidden' },
} as const;

/** Props of {@link Excerpt}. */
export interface ExcerptProps {
  /** Plain text (a card turns HTML into text first). */
  text: string | null | undefined;
  /** Characters kept before the "…" (domain `truncate`: a space at the cut is dropped). */
  length: ExcerptLength;
  /** Where the wide cut starts. @default 'card' */
  wideFrom?: ExcerptSwitch;
  /** Classes of the paragraph. @default 'text-sm' */
  className?: string;
}

/**
 * A plain-text excerpt, cut by domain `truncate`. With a narrow and a wide length both cuts are in
 * the page and CSS shows the one for the window's width, so a page painted by the server (which
 * does not know the width) shows the right one at once and nothing moves when the app takes over.
 * The hidden cut is `display: none`: screen readers meet the shown one only. Spec: discovery §9,
 * transactions §2.
 */
export function Excerpt({ text, length, wideFrom = 'card', className = 'text-sm' }: ExcerptProps) {
  const narrow = truncate(text, typeof length === 'number' ? length : length.narrow);
  const wide = typeof length === 'number' ? narrow : truncate(text, length.wide);
  if (!wide) return null;
  return (
    <p data-slot="excerpt" className={className}>
      {narrow === wide ? (
        wide
      ) : (
        <>
          <span data-excerpt="narrow" className={HIDE[wideFrom].narrow}>
            {narrow}
          </span>
          <span data-excerpt="wide" className={HIDE[wideFrom].wide}>
            {wide}
          </span>
        </>
      )}
    </p>
  );
}
