import type { LatLng, LngLatBounds } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { loadCanvas } from './load-canvas';
import type { MapCamera, MapMarker } from './types';

const MapCanvas = lazy(loadCanvas);

/** Props of {@link MapView}. */
export interface MapViewProps {
  /** The map's accessible name, e.g. "Karte der Anbieter". */
  label: string;
  center: LatLng;
  zoom: number;
  minZoom?: number;
  /** @default 16 */
  maxZoom?: number;
  /** Provider locations, clustered at a radius of 20 px. @default [] */
  markers?: readonly MapMarker[];
  /** The marker drawn 1.25 times larger (the list card under the pointer). */
  highlightedId?: string | null;
  /** The marker under the pointer, or null when it leaves. */
  onHighlight?: (id: string | null) => void;
  /** A single marker was clicked (debounced by 200 ms); clusters zoom in by themselves. */
  onMarkerPress?: (marker: MapMarker) => void;
  /** The camera after each move or zoom. */
  onViewChange?: (camera: MapCamera) => void;
  /**
   * Fits the view to a box once per `key` (24 px padding); a fit that fails is only logged.
   * `widen` (the default) never zooms in: the results of a new term. `all` shows every location
   * at once, closer or further out as they need, below `minZoom` too (the lower limit gives way):
   * a franchise's providers. The camera is exposed on the map element (`data-zoom`,
   * `data-min-zoom`, `data-bounds`: west, south, east, north).
   */
  fitTo?: { key: string; bounds: LngLatBounds; mode?: 'widen' | 'all' } | null;
  /** False for the small fixed maps: no panning, zooming or controls. @default true */
  interactive?: boolean;
  /**
   * A picture of a place next to a link or text that names it (the small fixed maps): hidden
   * from assistive technology, and without the credits of the bundled public-domain data.
   * @default false
   */
  decorative?: boolean;
  /**
   * Loads the map only once it scrolls into view (a small map further down a page), so visitors
   * who never reach it never download MapLibre. @default false
   */
  deferUntilVisible?: boolean;
  /** A MapLibre style URL; the style bundled with the app when left out. */
  styleUrl?: string | null;
  /**
   * Keeps each drawn frame readable from script (WebGL's `preserveDrawingBuffer`), for tests that
   * count the map's pixels. Off in the product: without a GPU it costs a copy of every frame.
   * @default false
   */
  readablePixels?: boolean;
  className?: string;
}

/**
 * A map of provider locations on MapLibre with deck.gl markers. MapLibre, deck.gl and the
 * clustering load on first use, so pages without a map never carry them; a placeholder holds
 * the space meanwhile. Keyboard: the map takes focus, the arrow keys pan, + and − zoom.
 * Spec: discovery §2 Map search, Franchise page, Provider page; §9 Map.
 */
export function MapView(props: MapViewProps) {
  const { LL } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  // The map's chunk is asked for after the first commit, never while rendering: the page's own
  // effects (such as sending its search) run, and it paints, before the browser turns to
  // compiling MapLibre.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (visible || !element) return;
    if (!props.deferUntilVisible || typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setVisible(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, props.deferUntilVisible]);
  const placeholder = (
    <div role="status" className="grid h-full place-items-center text-muted-foreground">
      {LL.ui.map.loading()}
    </div>
  );
  return (
    <div
      ref={box}
      className={cn('relative min-h-48 overflow-hidden rounded-lg bg-muted', props.className)}
    >
      {visible ? (
        <Suspense fallback={placeholder}>
          <MapCanvas {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
