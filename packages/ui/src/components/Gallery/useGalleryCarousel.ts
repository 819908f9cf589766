import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
  type TouchEvent,
} from 'react';
import type { Embla } from './GalleryEngine';

/**
 * Embla's `duration` is not milliseconds: each 60 Hz frame it adds `distance / duration` to the
 * velocity and multiplies it by 0.68 (a damped spring). Simulating that loop, 20 covers 95 % of
 * the way in about 370 ms and 99 % in about 480 ms: the slide visibly settles in ~500 ms, the
 * spec's speed (discovery §9). 0 makes embla jump without animation.
 */
const DURATION_ABOUT_500_MS = 20;

/** The least sideways travel (px) of a touch that counts as a swipe before embla runs. */
const SWIPE_PX = 40;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

// The engine that did not load (offline) leaves the gallery as it is: the first slide, no error.
const GalleryEngine = lazy(() =>
  import('./GalleryEngine').then(
    (m) => ({ default: m.GalleryEngine }),
    () => ({ default: () => null }),
  ),
);

/** Modulo, not scrollNext: it wraps even when embla cannot loop (too few slides to fill it). */
export const scrollBy = (embla: Embla, step: number) => {
  const count = embla.scrollSnapList().length;
  embla.scrollTo((embla.selectedScrollSnap() + step + count) % count);
};

/** What the Gallery needs of its carousel. */
export interface GalleryCarousel {
  /** For the element that clips the row of slides. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The shown slide's index. */
  selected: number;
  /** Moves by `step` slides (wrapping). */
  step: (step: number) => void;
  /** Shows slide `index`. */
  goTo: (index: number) => void;
  /** Handlers for the carousel's region: the visitor reaching it loads the engine. */
  regionProps: {
    onPointerEnter: () => void;
    onFocus: () => void;
    onTouchStart: (event: TouchEvent) => void;
    onTouchEnd: (event: TouchEvent) => void;
  };
  /** The engine, rendered once wanted (nothing before: the server's markup stays as it is). */
  engine: ReactNode;
}

/**
 * The Gallery's carousel: embla, looping, ~500 ms or instant under reduced motion, drag only with
 * more than one slide, the selected index as state, and ArrowLeft/ArrowRight anywhere inside
 * `rootRef`. Embla's code loads when the visitor first points at, touches or focuses the
 * carousel: until then the markup shows the first slide, and a press, arrow key or swipe made
 * meanwhile is done once embla runs.
 */
export function useGalleryCarousel(
  count: number,
  rootRef: RefObject<HTMLElement | null>,
): GalleryCarousel {
  const reducedMotion = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<Embla | null>(null);
  const [selected, setSelected] = useState(0);
  // What the visitor asked for before embla ran; done once it does.
  const pending = useRef<((embla: Embla) => void) | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const wake = useCallback(() => {
    if (count > 1) setWanted(true);
  }, [count]);
  const run = useCallback(
    (action: (embla: Embla) => void) => {
      if (embla) return action(embla);
      pending.current = action;
      wake();
    },
    [embla, wake],
  );
  const onReady = useCallback((ready: Embla) => {
    setEmbla(ready);
    pending.current?.(ready);
    pending.current = null;
  }, []);
  const options = useMemo(
    () => ({
      loop: true,
      duration: reducedMotion ? 0 : DURATION_ABOUT_500_MS,
      watchDrag: count > 1,
    }),
    [reducedMotion, count],
  );

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
    if (!root || count <= 1) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      run((api) => scrollBy(api, step));
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [run, rootRef, count]);

  return {
    viewportRef,
    selected,
    step: (step) => run((api) => scrollBy(api, step)),
    goTo: (index) => run((api) => api.scrollTo(index)),
    regionProps: {
      onPointerEnter: wake,
      onFocus: wake,
      // A swipe begun before embla runs (which then misses it) moves one slide.
      onTouchStart: (event) => {
        const point = event.touches[0];
        touch.current = !embla && point ? { x: point.clientX, y: point.clientY } : null;
        wake();
      },
      onTouchEnd: (event) => {
        const start = touch.current;
        const point = event.changedTouches[0];
        touch.current = null;
        if (!start || !point) return;
        const dx = point.clientX - start.x;
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(point.clientY - start.y)) return;
        run((api) => scrollBy(api, dx < 0 ? 1 : -1));
      },
    },
    engine: wanted
      ? createElement(
          Suspense,
          { fallback: null },
          createElement(GalleryEngine, { viewport: viewportRef, options, onReady }),
        )
      : null,
  };
}
