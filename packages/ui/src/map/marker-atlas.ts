import { drawAtlas, type IconAtlas } from './icon-atlas';
import { labelFont, type LabelStyle } from './label-atlas';

/** One marker's picture: a disc of a diameter (CSS pixels) and fill, ringed in white, and
 * optionally a label on it (a cluster's count). */
export interface MarkerIcon {
  size: number;
  /** CSS colour of the disc. */
  fill: string;
  label?: string;
}

/** The white ring around a disc, in CSS pixels: half inside the disc's edge, half outside. */
const RING = 2;

/** The side of a marker icon's square in CSS pixels: the disc, its ring and a pixel to spare. */
export const markerIconBox = (size: number): number => size + RING + 2;

/** The key of a marker icon in its atlas: one per size, fill and label. */
export const markerIconKey = ({ size, fill, label }: MarkerIcon): string =>
  `${size}|${fill}|${label ?? ''}`;

/** The labels on clusters: white on the disc. */
export const COUNT_STYLE: LabelStyle = {
  fontSize: 12,
  fontWeight: 600,
  fontFamily: 'system-ui, sans-serif',
  color: '#ffffff',
};

/**
 * Draws marker icons into one canvas for deck.gl's IconLayer, at `scale` device pixels per CSS
 * pixel, keyed by {@link markerIconKey}: each disc with its ring and count in one picture, so the
 * markers need a single layer and shader.
 */
export function markerAtlas(icons: Iterable<MarkerIcon>, scale = 1): IconAtlas {
  const byKey = new Map([...icons].map((icon) => [markerIconKey(icon), icon]));
  return drawAtlas(
    byKey.keys(),
    (_, key) => {
      const side = markerIconBox(byKey.get(key)?.size ?? 0) * scale;
      return { width: side, height: side };
    },
    (ctx, key, frame) => {
      const icon = byKey.get(key);
      if (!icon) return;
      const x = frame.x + frame.width / 2;
      const y = frame.y + frame.height / 2;
      ctx.beginPath();
      ctx.arc(x, y, (icon.size / 2) * scale, 0, 2 * Math.PI);
      ctx.fillStyle = icon.fill;
      ctx.fill();
      ctx.lineWidth = RING * scale;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
      if (icon.label) {
        ctx.font = labelFont(COUNT_STYLE, scale);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = COUNT_STYLE.color;
        ctx.fillText(icon.label, x, y);
      }
    },
  );
}
