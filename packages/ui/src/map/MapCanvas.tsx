import { MapboxOverlay } from '@deck.gl/mapbox';
import type { PickingInfo } from '@deck.gl/core';
import { FIT_PADDING, MAP_CLICK_DEBOUNCE_MS, clusterHoverNames } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { AttributionControl, Map as MapLibre, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { clusterIndex, type MapPoint } from './clusters';
import { defaultMapStyle } from './default-style';
import { MapHoverCard, type MapHover } from './MapHoverCard';
import { markerLayers, placeLayer } from './marker-layers';
import type { MapViewProps } from './MapView';

setWorkerUrl(workerUrl);

type Bounds = [number, number, number, number];

/** Marks the time of a re-clustering for the map benchmark (`performance` entries). */
function measured<T>(name: string, work: () => T): T {
  const start = performance.now();
  const result = work();
  performance.measure(name, { start, end: performance.now() });
  return result;
}

/**
 * The MapLibre map with the deck.gl overlay (loaded only where a map shows). Clusters are
 * recomputed from the view after each move; hovering names the providers, clicks are debounced.
 */
export default function MapCanvas(props: MapViewProps) {
  const { label, center, zoom, minZoom, maxZoom = 16, markers = [], interactive = true } = props;
  const { LL, locale } = useI18n();
  const texts = LL.ui.map;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const overlayRef = useRef<MapboxOverlay | null>(null);
  // The newest callbacks, for the map's own event handlers (registered once).
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [view, setView] = useState<{ zoom: number; bounds: Bounds } | null>(null);
  const [hover, setHover] = useState<MapHover | null>(null);
  const index = useMemo(
    () => measured('kurse:map-index', () => clusterIndex(markers, maxZoom)),
    [markers, maxZoom],
  );
  const styleUrl = props.styleUrl ?? null;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = new MapLibre({
      container: element,
      style: styleUrl ?? defaultMapStyle(),
      center: [center.lng, center.lat],
      zoom,
      minZoom,
      maxZoom,
      interactive,
      attributionControl: false,
      locale: {
        'Map.Title': label,
        'NavigationControl.ZoomIn': texts.zoomIn(),
        'NavigationControl.ZoomOut': texts.zoomOut(),
        'NavigationControl.ResetBearing': texts.resetBearing(),
        'AttributionControl.ToggleAttribution': texts.attribution(),
      },
      canvasContextAttributes: { preserveDrawingBuffer: true },
    });
    if (props.decorative) map.getCanvas().setAttribute('aria-hidden', 'true');
    // Natural Earth is public domain; a tile service's credits always show.
    if (!props.decorative || styleUrl) {
      map.addControl(new AttributionControl({ compact: !props.decorative }));
    }
    if (interactive) map.addControl(new NavigationControl({ showCompass: false }));
    const overlay = new MapboxOverlay({ interleaved: false, layers: [] });
    map.addControl(overlay);
    const sync = () => {
      const b = map.getBounds();
      const c = map.getCenter();
      // The camera on the element, for tests and for debugging in the browser.
      element.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`;
      element.dataset.zoom = map.getZoom().toFixed(2);
      setView({
        zoom: map.getZoom(),
        bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      });
    };
    // Markers draw at once; the base map follows when its style has loaded.
    sync();
    map.on('load', () => {
      performance.mark('kurse:map-loaded');
      element.dataset.mapReady = 'true';
    });
    map.on('moveend', () => {
      sync();
      const c = map.getCenter();
      latest.current.onViewChange?.({ center: { lat: c.lat, lng: c.lng }, zoom: map.getZoom() });
    });
    mapRef.current = map;
    overlayRef.current = overlay;
    return () => {
      map.remove();
      mapRef.current = null;
      overlayRef.current = null;
    };
    // The map is created once; later camera and marker changes go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, interactive]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const c = map.getCenter();
    if (
      Math.abs(c.lat - center.lat) > 1e-6 ||
      Math.abs(c.lng - center.lng) > 1e-6 ||
      map.getZoom() !== zoom
    ) {
      map.jumpTo({ center: [center.lng, center.lat], zoom });
    }
  }, [center.lat, center.lng, zoom]);

  const fitKey = props.fitTo?.key;
  useEffect(() => {
    const map = mapRef.current;
    const box = latest.current.fitTo?.bounds;
    if (!map || !fitKey || !box) return;
    try {
      map.fitBounds(
        [
          [box.west, box.south],
          [box.east, box.north],
        ],
        // Never closer than the visitor looked: fitting shows more, it does not narrow the view.
        { padding: FIT_PADDING, maxZoom: Math.min(maxZoom, map.getZoom()) },
      );
    } catch (error) {
      // Spec: discovery §8 Map-fit failure: logged only.
      console.warn('The map could not fit its results.', error);
    }
  }, [fitKey, maxZoom]);

  const points = useMemo(
    () => (view ? measured('kurse:map-cluster', () => index.pointsIn(view.bounds, view.zoom)) : []),
    [index, view],
  );

  const clickTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clickTimer.current), []);

  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay || !view) return;
    const onHover = ({ object, x, y }: PickingInfo<MapPoint>) => {
      if (!object) {
        setHover(null);
        latest.current.onHighlight?.(null);
        return;
      }
      const names =
        object.kind === 'cluster'
          ? index.leaves(object.id, Infinity).map((m) => m.name)
          : [object.marker.name];
      setHover({ x, y, ...clusterHoverNames(names) });
      if (object.kind === 'marker') latest.current.onHighlight?.(object.marker.id);
    };
    const onClick = ({ object }: PickingInfo<MapPoint>) => {
      if (!object) return;
      clearTimeout(clickTimer.current);
      clickTimer.current = setTimeout(() => {
        if (object.kind === 'cluster') {
          mapRef.current?.easeTo({
            center: [object.lng, object.lat],
            zoom: Math.min(index.expansionZoom(object.id), maxZoom),
          });
        } else latest.current.onMarkerPress?.(object.marker);
      }, MAP_CLICK_DEBOUNCE_MS);
    };
    const layers = [
      ...(styleUrl ? [] : [placeLayer(view.zoom, locale)]),
      ...markerLayers({
        points,
        zoom: view.zoom,
        highlightedId: props.highlightedId ?? null,
        onHover,
        onClick,
      }),
    ];
    overlay.setProps({
      layers,
      // Marks when markers were drawn, for the map benchmark (first render with all markers).
      onAfterRender: () => {
        if (markers.length > 0 && performance.getEntriesByName('kurse:map-drawn').length === 0) {
          performance.mark('kurse:map-drawn', { detail: markers.length });
        }
      },
      getCursor: ({ isHovering }) => (isHovering ? 'pointer' : 'grab'),
    });
  }, [index, locale, markers.length, maxZoom, points, props.highlightedId, styleUrl, view]);

  return (
    <div className="relative h-full w-full">
      <div ref={container} data-slot="map" className="h-full w-full" />
      {hover && <MapHoverCard hover={hover} />}
    </div>
  );
}
