/**
 * The document of the sandboxed frame that shows an embed code which is not a plain iframe.
 * Spec: transactions §2 Room ("other code is rendered in a sandboxed frame").
 *
 * The frame gets `sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"` and no
 * `allow-same-origin`: the code runs (widgets are mostly scripts) in an opaque origin, so it can
 * reach neither our DOM, our storage nor our cookies, cannot navigate our page, and its links open
 * in a new tab. Its only way out is a message with its height, which we read to size the frame.
 */

/** The sandbox tokens of the frame (see above). */
export const EMBED_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** The message type the sandboxed document sends its height with. */
export const EMBED_HEIGHT_MESSAGE = 'kurse:embed-height';

/** The frame's height in px before the document reports its own, and the bounds we accept. */
export const EMBED_HEIGHT = { initial: 240, min: 80, max: 2400 } as const;

// Reports the content's height to the page whenever it changes (scripts may build the content).
// The body is a flow root, so its box holds its children's margins and is the content's height.
const HEIGHT_REPORTER = `<script>(function(){var last=0;function report(){var h=Math.ceil(document.body.getBoundingClientRect().height);if(h!==last){last=h;parent.postMessage({type:${JSON.stringify(EMBED_HEIGHT_MESSAGE)},height:h},"*");}}new ResizeObserver(report).observe(document.body);addEventListener("load",report);report();})();</script>`;

/**
 * The `srcdoc` for an embed code: the code as the body of a small document in our language, with
 * links opening in a new tab and the height reporter at the end.
 */
export function sandboxDocument(code: string, lang: string): string {
  return [
    `<!doctype html><html lang="${lang === 'en' ? 'en' : 'de'}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<base target="_blank">',
    '<style>html{color-scheme:light}body{margin:0;display:flow-root;font-family:system-ui,sans-serif;line-height:1.5}img,video,iframe{max-width:100%}</style>',
    `</head><body>${code}${HEIGHT_REPORTER}</body></html>`,
  ].join('');
}

/**
 * The height a message from the sandboxed document asks for, within {@link EMBED_HEIGHT}'s
 * bounds, or null when the message is not a height report.
 */
export function reportedHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== EMBED_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) {
    return null;
  }
  return Math.min(EMBED_HEIGHT.max, Math.max(EMBED_HEIGHT.min, Math.ceil(height)));
}
