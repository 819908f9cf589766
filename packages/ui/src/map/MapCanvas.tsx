import { MapboxOverlay } from '@deck.gl/mapbox';
import type { PickingInfo } from '@deck.gl/core';
import {
  CLUSTER_HOVER_MAX_NAMES,
  FIT_PADDING,
  MAP_CLICK_DEBOUNCE_MS,
  clusterHoverNames,
  fitMinZoom,
  markerSize,
  type LatLng,
} from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { AttributionControl, Map as MapLibre, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { clusterIndex, type MapPoint } from './clusters';
import { defaultMapStyle } from './default-style';
import { MapHoverCard, type MapHover } from './MapHoverCard';
import { markerLayers, placeLayer } from './marker-layers';
import { markerNavItems } from './marker-nav';
import { MapMarkerNav, type MarkerNavItem } from './MapMarkerNav';
import type { MapViewProps } from './MapView';
import { mapWorkerUrl } from './worker-url';

const worker = mapWorkerUrl();
if (worker !== null) setWorkerUrl(worker);

type Bounds = [number, number, number, number];

/** The camera after a move, with the projection of that moment (for the keyboard's ring). */
interface View {
  zoom: number;
  bounds: Bounds;
  center: LatLng;
  project: (point: LatLng) => { x: number; y: number };
}

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
  const format = useFormat();
  const texts = LL.ui.map;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const overlayRef = useRef<MapboxOverlay | null>(null);
  // The newest callbacks, for the map's own event handlers (registered once).
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [view, setView] = useState<View | null>(null);
  const [hover, setHover] = useState<MapHover | null>(null);
  const [keyboard, setKeyboard] = useState<MarkerNavItem | null>(null);
  // The lower zoom limit after a fit that needed more room than `minZoom` gives.
  const [fitFloor, setFitFloor] = useState<number | null>(null);
  const lowest = fitFloor ?? minZoom;
  const index = useMemo(
    () => measured('kurse:map-index', () => clusterIndex(markers, maxZoom, lowest)),
    [markers, maxZoom, lowest],
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
      canvasContextAttributes: { preserveDrawingBuffer: props.readablePixels ?? false },
    });
    // Natural Earth is public domain; a tile service's credits always show.
    if (!props.decorative || styleUrl) {
      map.addControl(new AttributionControl({ compact: !props.decorative }));
    }
    if (interactive) map.addControl(new NavigationControl({ showCompass: false }));
    exposeTransform(map);
    const overlay = new MapboxOverlay({ interleaved: true, layers: [] });
    map.addControl(overlay);
    // A picture only: inert, so neither assistive technology nor the tab order reaches its canvas
    // (deck.gl makes the canvas it shares with MapLibre focusable when it takes it over).
    if (props.decorative) element.inert = true;
    const sync = () => {
      const b = map.getBounds();
      const c = map.getCenter();
      // The camera on the element, for tests and for debugging in the browser.
      element.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`;
      element.dataset.zoom = map.getZoom().toFixed(2);
      element.dataset.minZoom = map.getMinZoom().toFixed(2);
      element.dataset.bounds = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]
        .map((v) => v.toFixed(4))
        .join(',');
      setView({
        zoom: map.getZoom(),
        bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
        center: { lat: c.lat, lng: c.lng },
        project: ({ lat, lng }) => map.project([lng, lat]),
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
    const fit = latest.current.fitTo;
    if (!map || !fitKey || !fit) return;
    const { bounds: box, mode = 'widen' } = fit;
    const corners: [[number, number], [number, number]] = [
      [box.west, box.south],
      [box.east, box.north],
    ];
    try {
      if (mode === 'all') {
        // Every location in view: as close as they allow, and further out than `minZoom` when
        // they need the room (the lower limit gives way to the fit).
        const camera = map.cameraForBounds(corners, { padding: FIT_PADDING, maxZoom });
        if (!camera) throw new Error('The box does not fit the map.');
        const floor = fitMinZoom(minZoom ?? 0, camera.zoom ?? map.getZoom());
        if (floor < map.getMinZoom()) {
          map.setMinZoom(floor);
          setFitFloor(floor);
        }
        map.jumpTo(camera);
      } else {
        // Never closer than the visitor looked: fitting shows more, it does not narrow the view.
        map.fitBounds(corners, { padding: FIT_PADDING, maxZoom: Math.min(maxZoom, map.getZoom()) });
      }
    } catch (error) {
      // Spec: discovery §8 Map-fit failure: logged only.
      console.warn('The map could not fit its results.', error);
    }
    // A map made again (activated, another style) is fitted again; `minZoom` is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, maxZoom, styleUrl, interactive]);

  const points = useMemo(
    () => (view ? measured('kurse:map-cluster', () => index.pointsIn(view.bounds, view.zoom)) : []),
    [index, view],
  );

  /**
   * The names a point shows on hover: its provider, or a cluster's first three and the rest. A
   * cluster of markers that have since been replaced (a new search) is named by its count only.
   */
  const namesOf = useCallback(
    (p: MapPoint) => {
      if (p.kind === 'marker') return clusterHoverNames([p.marker.name]);
      try {
        const leaves = index.leaves(p.id, CLUSTER_HOVER_MAX_NAMES);
        return clusterHoverNames(
          leaves.map((m) => m.name),
          p.count,
        );
      } catch {
        return clusterHoverNames([], p.count);
      }
    },
    [index],
  );

  /** A click or Enter on a point: a cluster zooms in until it falls apart, a marker is pressed. */
  const press = useCallback(
    (p: MapPoint) => {
      if (p.kind === 'cluster') {
        mapRef.current?.easeTo({
          center: [p.lng, p.lat],
          zoom: Math.min(index.expansionZoom(p.id), maxZoom),
        });
      } else latest.current.onMarkerPress?.(p.marker);
    },
    [index, maxZoom],
  );

  // The keyboard list follows the map a frame later, so drawing the markers comes first; the
  // points travel with the index they came from (a cluster id means nothing in another).
  const drawn = useMemo(() => ({ points, namesOf }), [points, namesOf]);
  const listed = useDeferredValue(drawn);
  const navItems = useMemo(() => {
    if (!interactive || props.decorative || !view) return [];
    return markerNavItems(listed.points, view.center, (p) => {
      if (p.kind === 'marker') return p.marker.name;
      const { shown, more } = listed.namesOf(p);
      const names = format.list(shown);
      return more > 0
        ? texts.clusterSome({ count: p.count, names })
        : texts.clusterAll({ count: p.count, names });
    });
    // `view` only for its centre, which changes with the points.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listed, interactive, props.decorative, format, texts]);
  const onFocusItem = (item: MarkerNavItem | null) => {
    setKeyboard(item);
    latest.current.onHighlight?.(item?.point.kind === 'marker' ? item.point.marker.id : null);
  };

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
      setHover({ x, y, ...namesOf(object) });
      if (object.kind === 'marker') latest.current.onHighlight?.(object.marker.id);
    };
    const onClick = ({ object }: PickingInfo<MapPoint>) => {
      if (!object) return;
      clearTimeout(clickTimer.current);
      clickTimer.current = setTimeout(() => press(object), MAP_CLICK_DEBOUNCE_MS);
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
  }, [locale, markers.length, namesOf, points, press, props.highlightedId, styleUrl, view]);

  // The keyboard's ring sits on the point in focus; its names show as on hover.
  const focusAt = keyboard && view ? view.project(keyboard.point) : null;
  const ring =
    keyboard && view
      ? markerSize(
          view.zoom,
          keyboard.point.kind === 'marker' && keyboard.point.marker.id === props.highlightedId,
        ) + 4
      : 0;
  const shownHover = focusAt && keyboard ? { ...focusAt, ...namesOf(keyboard.point) } : hover;

  return (
    <div className="relative h-full w-full">
      <div ref={container} data-slot="map" className="h-full w-full" />
      <MapMarkerNav items={navItems} onFocusItem={onFocusItem} onAction={(i) => press(i.point)} />
      {focusAt && (
        <div
          data-slot="map-focus"
          aria-hidden="true"
          className="pointer-events-none absolute rounded-full outline-3 outline-offset-2 outline-ring forced-colors:outline-[Highlight]"
          style={{
            left: focusAt.x - ring / 2,
            top: focusAt.y - ring / 2,
            width: ring,
            height: ring,
          }}
        />
      )}
      {shownHover && <MapHoverCard hover={shownHover} />}
    </div>
  );
}

/**
 * deck.gl's interleaved overlay reads the camera's transform as `map.transform` (its height, near
 * and far planes), where MapLibre kept it before version 6; MapLibre 6 keeps it on the map's
 * camera. Pointing `map.transform` there lets deck.gl draw into MapLibre's own WebGL context.
 */
function exposeTransform(map: MapLibre): void {
  if ('transform' in map) return;
  const camera = (map as unknown as { _camera?: { transform: unknown } })._camera;
  if (!camera) return;
  Object.defineProperty(map, 'transform', { get: () => camera.transform, configurable: true });
}
