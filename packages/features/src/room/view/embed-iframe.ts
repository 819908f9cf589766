/**
 * The iframe of an embed code, taken apart so it can be inserted safely. Spec: transactions §2
 * Room ("an embed code that is an iframe is injected as given; other code is rendered in a
 * sandboxed frame").
 *
 * "As given" means the provider's own frame: its address, size, title and media permissions. We
 * rebuild that frame from its attributes instead of writing the code into our page, so nothing
 * else of it reaches our DOM: a `style` or `class` could lay an invisible frame over the whole
 * page (clickjacking), `name` could become a link target, and `allow` could ask for camera,
 * microphone, location or payments in our name. Only an https address counts; anything else —
 * and every code domain `embedKind` does not call an iframe — renders in the sandboxed frame.
 */
import { embedKind } from '@kurse/domain';

/** The media permissions an embedded player may keep in its `allow` attribute. */
export const EMBED_ALLOWED_FEATURES = [
  'autoplay',
  'fullscreen',
  'picture-in-picture',
  'encrypted-media',
  'clipboard-write',
  'accelerometer',
  'gyroscope',
  'web-share',
] as const;

/** An embed code's iframe, reduced to what we keep. */
export interface EmbedIframe {
  /** The https address of the frame. */
  src: string;
  /** Its title, or null (the caller names it then). */
  title: string | null;
  /** Its size in px, for the aspect ratio; null when not given as a number. */
  width: number | null;
  height: number | null;
  /** The allowed media features (see {@link EMBED_ALLOWED_FEATURES}), or null for none. */
  allow: string | null;
  allowFullScreen: boolean;
  /** The provider's own `sandbox` tokens, kept because they only restrict; null without one. */
  sandbox: string | null;
}

const size = (value: string | null): number | null => {
  const number = value === null ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** The `allow` attribute with only the permitted features (`autoplay; fullscreen`), or null. */
export function allowedFeatures(allow: string | null): string | null {
  const permitted = new Set<string>(EMBED_ALLOWED_FEATURES);
  const kept = (allow ?? '')
    .split(';')
    .map((policy) => policy.trim())
    .filter((policy) => permitted.has(policy.split(/\s+/)[0]?.toLowerCase() ?? ''));
  return kept.length > 0 ? kept.join('; ') : null;
}

/** An https address, or null for anything else (relative, http, data:, javascript:). */
function httpsUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The iframe of an embed code that is a single plain iframe (domain `embedKind`) with an https
 * address, or null: then the code belongs in the sandboxed frame. Parsing does not load the frame.
 */
export function embedIframe(code: string): EmbedIframe | null {
  if (embedKind(code) !== 'iframe') return null;
  const body = new DOMParser().parseFromString(code, 'text/html').body;
  const frame = body.children.length === 1 ? body.firstElementChild : null;
  if (!(frame instanceof HTMLIFrameElement)) return null;
  const src = httpsUrl(frame.getAttribute('src'));
  if (src === null) return null;
  return {
    src,
    title: frame.getAttribute('title')?.trim() || null,
    width: size(frame.getAttribute('width')),
    height: size(frame.getAttribute('height')),
    allow: allowedFeatures(frame.getAttribute('allow')),
    allowFullScreen: frame.hasAttribute('allowfullscreen'),
    sandbox: frame.hasAttribute('sandbox') ? (frame.getAttribute('sandbox') ?? '') : null,
  };
}
