import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * Embla's `duration` is not milliseconds: each 60 Hz frame it adds `distance / duration` to the
 * velocity and multiplies it by 0.68 (a damped spring). Simulating that loop, 20 covers 95 % of
 * the way in about 370 ms and 99 % in about 480 ms: the slide visibly settles in ~500 ms, the
 * spec's speed (discovery §9). 0 makes embla jump without animation.
 */
const DURATION_ABOUT_500_MS = 20;

type Embla = NonNullable<UseEmblaCarouselType[1]>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** Modulo, not scrollNext: it wraps even when embla cannot loop (too few slides to fill it). */
export const scrollBy = (embla: Embla, step: number) => {
  const count = embla.scrollSnapList().length;
  embla.scrollTo((embla.selectedScrollSnap() + step + count) % count);
};

/**
 * Embla for the Gallery: looping, ~500 ms or instant under reduced motion, drag only with more
 * than one slide, the selected index as state, and ArrowLeft/ArrowRight anywhere inside `rootRef`.
 */
export function useGalleryCarousel(
  count: number,
  rootRef: RefObject<HTMLElement | null>,
): { viewportRef: UseEmblaCarouselType[0]; embla: UseEmblaCarouselType[1]; selected: number } {
  const reducedMotion = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => false);
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    duration: reducedMotion ? 0 : DURATION_ABOUT_500_MS,
    watchDrag: count > 1,
  });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // A native listener on the region: arrows work wherever focus is inside the carousel.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !embla) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      scrollBy(embla, step);
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [embla, rootRef, count]);

  return { viewportRef, embla, selected };
}
