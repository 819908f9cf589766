import type { Layer, PickingInfo } from '@deck.gl/core';
import { IconLayer, TextLayer } from '@deck.gl/layers';
import { markerSize, namesExpanded } from '@kurse/domain';
import type { Texture } from '@luma.gl/core';
import type { MapPoint } from './clusters';
import { MAP_COLORS } from './default-style';
import places from './default-style/places.json';
import { atlasScale, type IconAtlas } from './icon-atlas';
import { labelAtlas, type LabelAtlas, type LabelStyle } from './label-atlas';
import { markerAtlas, markerIconBox, markerIconKey, type MarkerIcon } from './marker-atlas';

type Rgb = [number, number, number];
const PRIMARY = 'rgb(91, 33, 182)';
const HIGHLIGHT = 'rgb(190, 24, 93)';
const INK: Rgb = [28, 25, 38];

type Place = [name: string, lat: number, lng: number, rank: number, english?: string];

/** Basic Latin, Latin-1 and Latin Extended-A: the names of the German-speaking market and its
 * neighbours. A fixed set lets deck.gl build the names' glyph atlas once, instead of again for
 * each new character. */
const CHARACTERS = Array.from({ length: 0x17f - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i))
  .filter((c) => c.trim() !== '' || c === ' ')
  .join('');

/**
 * The atlas image as deck.gl's `iconAtlas`: a prop of type "image", which turns a canvas into a
 * texture when the layer updates, although its type names only URLs and textures.
 */
const textureOf = (atlas: IconAtlas) => (atlas.image ?? undefined) as Texture | undefined;

/** The zoom from which places of a rank are named (capitals first). */
const PLACE_ZOOM: Record<number, number> = { 1: 0, 2: 6.5, 3: 8 };

const PLACE_STYLE: LabelStyle = {
  fontSize: 15,
  fontWeight: 600,
  fontFamily: 'system-ui, sans-serif',
  color: `rgb(${MAP_COLORS.place.join(', ')})`,
  outline: { color: 'rgb(246, 243, 238)', width: 1 },
};

const placeName = ([name, , , , english]: Place, locale: string) =>
  (locale === 'en' && english) || name;

/** The place names of each language, drawn once. */
const placeAtlases = new Map<string, LabelAtlas>();
function placeAtlas(locale: string): LabelAtlas {
  let atlas = placeAtlases.get(locale);
  if (!atlas) {
    const names = (places as Place[]).map((p) => placeName(p, locale));
    atlas = labelAtlas(names, PLACE_STYLE, atlasScale());
    if (atlas.image) placeAtlases.set(locale, atlas);
  }
  return atlas;
}

/**
 * Names of major places for the bundled style, in the visitor's language where it differs: words
 * pre-drawn into one small atlas (no glyph server offline, and cheaper to draw than text).
 */
export function placeLayer(zoom: number, locale: string): Layer {
  const shown = (places as Place[]).filter(([, , , rank]) => zoom >= (PLACE_ZOOM[rank] ?? 99));
  const atlas = placeAtlas(locale);
  return new IconLayer<Place>({
    id: 'places',
    data: shown,
    iconAtlas: textureOf(atlas),
    iconMapping: atlas.mapping,
    getPosition: ([, lat, lng]) => [lng, lat],
    getIcon: (p) => placeName(p, locale),
    sizeUnits: 'pixels',
    // Capitals at 15 px, other places at 13 px.
    getSize: ([, , , rank]) => ((rank === 1 ? 15 : 13) / PLACE_STYLE.fontSize) * atlas.rowHeight,
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

/** The picture of a point: its disc, highlighted or not, and a cluster's count. */
function iconOf(p: MapPoint, zoom: number, highlightedId: string | null): MarkerIcon {
  const highlighted = isHighlighted(p, highlightedId);
  return {
    size: markerSize(zoom, highlighted),
    fill: highlighted ? HIGHLIGHT : PRIMARY,
    label: p.kind === 'cluster' ? String(p.count) : undefined,
  };
}

/** The marker icons of the points in view, drawn again only when the set of pictures changes. */
let lastMarkers: { key: string; atlas: IconAtlas } | null = null;
function markerIcons(points: MapPoint[], zoom: number): IconAtlas {
  // Both discs of the zoom, so hovering a marker never needs a new atlas.
  const discs = [false, true].map((highlighted) => ({
    size: markerSize(zoom, highlighted),
    fill: highlighted ? HIGHLIGHT : PRIMARY,
  }));
  const counts = new Set(points.flatMap((p) => (p.kind === 'cluster' ? [String(p.count)] : [])));
  const icons = [
    ...discs,
    ...[...counts].map((label) => ({ size: markerSize(zoom, false), fill: PRIMARY, label })),
  ];
  const key = icons.map(markerIconKey).join(' ');
  if (lastMarkers?.key !== key) lastMarkers = { key, atlas: markerAtlas(icons, atlasScale()) };
  return lastMarkers.atlas;
}

/**
 * The markers: a disc per cluster with its count, a disc per provider with its logo on top,
 * 1.25 times larger when highlighted; from zoom 14 the names under single markers. Sizes from
 * domain `markerSize`; discs and counts are pre-drawn icons of one atlas.
 * Spec: discovery §2 Map search, §9 Map.
 */
export function markerLayers(options: MarkerLayerOptions): Layer[] {
  const { points, zoom, highlightedId, onHover, onClick } = options;
  const size = (p: MapPoint) => markerSize(zoom, isHighlighted(p, highlightedId));
  const singles = points.filter((p) => p.kind === 'marker');
  const atlas = markerIcons(points, zoom);
  const layers: Layer[] = [
    new IconLayer<MapPoint>({
      id: 'markers',
      data: points,
      pickable: true,
      iconAtlas: textureOf(atlas),
      iconMapping: atlas.mapping,
      getPosition: (p) => [p.lng, p.lat],
      getIcon: (p) => markerIconKey(iconOf(p, zoom, highlightedId)),
      sizeUnits: 'pixels',
      getSize: (p) => markerIconBox(size(p)),
      onHover,
      onClick,
      updateTriggers: { getIcon: [zoom, highlightedId], getSize: [zoom, highlightedId] },
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
        fontFamily: 'system-ui, sans-serif',
        fontWeight: 600,
        characterSet: CHARACTERS,
        fontSettings: { sdf: true },
        outlineWidth: 3,
        outlineColor: [255, 255, 255, 255],
        updateTriggers: { getPixelOffset: [zoom, highlightedId] },
      }),
    );
  }
  return layers;
}
