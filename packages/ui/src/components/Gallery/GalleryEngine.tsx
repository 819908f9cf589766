import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** Embla's instance, as the gallery drives it. */
export type Embla = NonNullable<UseEmblaCarouselType[1]>;

/** Props of {@link GalleryEngine}. */
export interface GalleryEngineProps {
  /** The gallery's viewport (the element that clips the row of slides). */
  viewport: RefObject<HTMLElement | null>;
  /** Embla's options. */
  options: NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
  /** Called with embla once it runs on the viewport. */
  onReady: (embla: Embla) => void;
}

/**
 * The carousel engine of a {@link Gallery}: embla on the gallery's own markup. Its own module, so
 * that the gallery's first load carries none of embla's code; renders nothing.
 */
export function GalleryEngine({ viewport, options, onReady }: GalleryEngineProps) {
  const [attach, embla] = useEmblaCarousel(options);
  useLayoutEffect(() => {
    attach(viewport.current);
  }, [attach, viewport]);
  useEffect(() => {
    if (embla) onReady(embla);
  }, [embla, onReady]);
  return null;
}
