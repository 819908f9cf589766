import { drawAtlas, type IconAtlas } from './icon-atlas';

/** How the labels of an atlas are drawn: one font, a fill and an optional halo. */
export interface LabelStyle {
  /** Font size in CSS pixels. */
  fontSize: number;
  fontWeight: number;
  fontFamily: string;
  /** CSS colour of the letters. */
  color: string;
  /** A halo around the letters, its width in CSS pixels. */
  outline?: { color: string; width: number };
}

/** Pre-drawn labels, each as high as `rowHeight` CSS pixels at the style's font size. */
export interface LabelAtlas extends IconAtlas {
  rowHeight: number;
}

/** The height of a label in CSS pixels: the line and the halo above and below. */
export const labelRowHeight = (style: LabelStyle): number =>
  Math.ceil(style.fontSize * 1.25 + 2 * (style.outline?.width ?? 0));

/** The CSS font of a style at a scale. */
export const labelFont = (style: LabelStyle, scale = 1): string =>
  `${style.fontWeight} ${style.fontSize * scale}px ${style.fontFamily}`;

/**
 * Draws distinct labels (whole words) into one canvas for deck.gl's IconLayer, at `scale` device
 * pixels per CSS pixel: a small texture with only the labels in use, instead of a glyph atlas of
 * every character and a text shader per glyph.
 */
export function labelAtlas(labels: Iterable<string>, style: LabelStyle, scale = 1): LabelAtlas {
  const rowHeight = labelRowHeight(style);
  const halo = (style.outline?.width ?? 0) * scale;
  const atlas = drawAtlas(
    labels,
    (ctx, label) => {
      ctx.font = labelFont(style, scale);
      return { width: ctx.measureText(label).width + 2 * halo + 2, height: rowHeight * scale };
    },
    (ctx, label, frame) => {
      ctx.font = labelFont(style, scale);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      const x = frame.x + frame.width / 2;
      const y = frame.y + frame.height / 2;
      if (style.outline) {
        ctx.lineJoin = 'round';
        ctx.strokeStyle = style.outline.color;
        ctx.lineWidth = 2 * halo;
        ctx.strokeText(label, x, y);
      }
      ctx.fillStyle = style.color;
      ctx.fillText(label, x, y);
    },
  );
  return { ...atlas, rowHeight };
}
