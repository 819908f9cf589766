import type { Layer, PickingInfo } from '@deck.gl/core';
import { IconLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { markerSize, namesExpanded } from '@kurse/domain';
import type { MapPoint } from './clusters';
import { MAP_COLORS } from './default-style';
import places from './default-style/places.json';

type Rgb = [number, number, number];
const PRIMARY: Rgb = [91, 33, 182];
const HIGHLIGHT: Rgb = [190, 24, 93];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [28, 25, 38];

type Place = [name: string, lat: number, lng: number, rank: number, english?: string];

/** Basic Latin, Latin-1 and Latin Extended-A: the names of the German-speaking market and its
 * neighbours. A fixed set lets deck.gl build its glyph atlas once, before the first results,
 * instead of again for each new character. */
const CHARACTERS = Array.from({ length: 0x17f - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i))
  .filter((c) => c.trim() !== '' || c === ' ')
  .join('');

/** One font for every text layer, so deck.gl builds a single glyph atlas. */
const FONT = {
  fontFamily: 'system-ui, sans-serif',
  fontWeight: 600,
  characterSet: CHARACTERS,
  fontSettings: { sdf: true },
} as const;

/** The zoom from which places of a rank are named (capitals first). */
const PLACE_ZOOM: Record<number, number> = { 1: 0, 2: 6.5, 3: 8 };

/** Names of major places for the bundled style, in the visitor's language where it differs. */
export function placeLayer(zoom: number, locale: string): Layer {
  const shown = (places as Place[]).filter(([, , , rank]) => zoom >= (PLACE_ZOOM[rank] ?? 99));
  return new TextLayer<Place>({
    id: 'places',
    data: shown,
    getPosition: ([, lat, lng]) => [lng, lat],
    getText: ([name, , , , english]) => (locale === 'en' && english) || name,
    getSize: ([, , , rank]) => (rank === 1 ? 15 : 13),
    getColor: MAP_COLORS.place,
    ...FONT,
    outlineWidth: 3,
    outlineColor: [246, 243, 238, 255],
  });
}

/** What the markers' layers need to know about the view and the visitor. */
export interface MarkerLayerOptions {
  points: MapPoint[];
  zoom: number;
  highlightedId: string | null;
  onHover: (info: PickingInfo<MapPoint>) => void;
  onClick: (info: PickingInfo<MapPoint>) => void;
}

const isHighlighted = (p: MapPoint, id: string | null) => p.kind === 'marker' && p.marker.id === id;

/**
 * The markers: a circle per cluster with its count, a circle per provider with its logo on top,
 * 1.25 times larger when highlighted; from zoom 14 the names under single markers. Sizes from
 * domain `markerSize`. Spec: discovery §2 Map search, §9 Map.
 */
export function markerLayers(options: MarkerLayerOptions): Layer[] {
  const { points, zoom, highlightedId, onHover, onClick } = options;
  const size = (p: MapPoint) => markerSize(zoom, isHighlighted(p, highlightedId));
  const singles = points.filter((p) => p.kind === 'marker');
  const clusters = points.filter((p) => p.kind === 'cluster');
  const layers: Layer[] = [
    new ScatterplotLayer<MapPoint>({
      id: 'markers',
      data: points,
      pickable: true,
      radiusUnits: 'pixels',
      getPosition: (p) => [p.lng, p.lat],
      getRadius: (p) => size(p) / 2,
      getFillColor: (p) => (isHighlighted(p, highlightedId) ? HIGHLIGHT : PRIMARY),
      getLineColor: WHITE,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      stroked: true,
      onHover,
      onClick,
      updateTriggers: { getRadius: [zoom, highlightedId], getFillColor: [highlightedId] },
    }),
    new TextLayer<MapPoint>({
      id: 'cluster-counts',
      data: clusters,
      getPosition: (p) => [p.lng, p.lat],
      getText: (p) => (p.kind === 'cluster' ? String(p.count) : ''),
      getSize: 12,
      getColor: WHITE,
      ...FONT,
    }),
  ];
  // Layers without data are left out: each kind costs a shader program on its first draw.
  const logos = singles.filter((p) => p.kind === 'marker' && p.marker.logo);
  if (logos.length > 0) {
    layers.push(
      new IconLayer<MapPoint>({
        id: 'logos',
        data: logos,
        getPosition: (p) => [p.lng, p.lat],
        getIcon: (p) => ({
          url: p.kind === 'marker' ? (p.marker.logo ?? '') : '',
          width: 96,
          height: 96,
        }),
        sizeUnits: 'pixels',
        getSize: (p) => size(p) - 6,
        updateTriggers: { getSize: [zoom, highlightedId] },
      }),
    );
  }
  if (namesExpanded(zoom) && singles.length > 0) {
    layers.push(
      new TextLayer<MapPoint>({
        id: 'names',
        data: singles,
        getPosition: (p) => [p.lng, p.lat],
        getText: (p) => (p.kind === 'marker' ? p.marker.name : ''),
        getPixelOffset: (p) => [0, size(p) / 2 + 10],
        getSize: 12,
        getColor: INK,
        ...FONT,
        outlineWidth: 3,
        outlineColor: [255, 255, 255, 255],
        updateTriggers: { getPixelOffset: [zoom, highlightedId] },
      }),
    );
  }
  return layers;
}
