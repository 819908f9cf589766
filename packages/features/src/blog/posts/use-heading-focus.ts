import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to a page's heading (and the page to its top) when what the page shows changes
 * within the page (another post through previous, next or the side list), or when it appears
 * while focus is nowhere (the link that led here is gone): screen readers then read the new
 * heading, and keyboard users continue from the top (WCAG 2.4.3). `key` names what is shown;
 * null while nothing is.
 */
export function useHeadingFocus(ref: RefObject<HTMLElement | null>, key: string | null): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || !ref.current) return;
    const changed = shown.current !== null && shown.current !== key;
    shown.current = key;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (!changed && !lost) return;
    window.scrollTo({ top: 0 });
    ref.current.focus({ preventScroll: true });
  }, [key, ref]);
}
