/** Where one icon sits in an atlas, in the atlas' pixels (deck.gl's icon mapping). */
export interface AtlasFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pre-drawn icons for deck.gl's IconLayer: the image (`iconAtlas`) and its `iconMapping`. */
export interface IconAtlas {
  /** The drawn icons; null where there is no DOM (nothing is drawn then). */
  image: HTMLCanvasElement | null;
  mapping: Record<string, AtlasFrame>;
}

/** Space between icons, so that sampling one never bleeds into its neighbour. */
const GAP = 2;

/**
 * Packs icons of the given sizes (device pixels) into shelves: left to right, a new row when the
 * next icon would pass `maxWidth`, each row as high as its highest icon. Returns each icon's
 * frame and the atlas' size.
 */
export function packAtlas(
  sizes: ReadonlyMap<string, { width: number; height: number }>,
  maxWidth = 1024,
): { mapping: Record<string, AtlasFrame>; width: number; height: number } {
  const mapping: Record<string, AtlasFrame> = {};
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  let width = 0;
  for (const [key, size] of sizes) {
    const w = Math.min(Math.ceil(size.width), maxWidth);
    const h = Math.ceil(size.height);
    if (x > 0 && x + w > maxWidth) {
      x = 0;
      y += rowHeight + GAP;
      rowHeight = 0;
    }
    mapping[key] = { x, y, width: w, height: h };
    x += w + GAP;
    rowHeight = Math.max(rowHeight, h);
    width = Math.max(width, x - GAP);
  }
  return { mapping, width, height: sizes.size > 0 ? y + rowHeight : 0 };
}

/**
 * Draws icons into one canvas: `measure` gives each key's size in device pixels, `draw` paints
 * it into its frame. Without a DOM (unit tests, server) the atlas stays empty.
 */
export function drawAtlas(
  keys: Iterable<string>,
  measure: (ctx: CanvasRenderingContext2D, key: string) => { width: number; height: number },
  draw: (ctx: CanvasRenderingContext2D, key: string, frame: AtlasFrame) => void,
): IconAtlas {
  if (typeof document === 'undefined') return { image: null, mapping: {} };
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return { image: null, mapping: {} };
  const sizes = new Map([...new Set(keys)].map((key) => [key, measure(ctx, key)]));
  const packed = packAtlas(sizes);
  canvas.width = Math.max(1, packed.width);
  canvas.height = Math.max(1, packed.height);
  for (const [key, frame] of Object.entries(packed.mapping)) {
    // Resizing the canvas resets the context: each icon sets up what it needs.
    ctx.save();
    draw(ctx, key, frame);
    ctx.restore();
  }
  return { image: canvas, mapping: packed.mapping };
}

/** Device pixels per CSS pixel of the atlases: sharp on high-density screens, at most 2. */
export const atlasScale = (): number =>
  typeof window === 'undefined' ? 1 : Math.min(2, Math.ceil(window.devicePixelRatio || 1));
