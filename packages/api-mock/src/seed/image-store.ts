/**
 * The served images of the seed: each SVG gets a name from what it shows and a hash of its text
 * (`picture-kinderturnwelt-800x500-1f2e3d4c.svg`), so a name always means the same bytes and may
 * be cached for good. The store lives as long as the module: the seed fills it while it is built
 * (the same content gives the same name, so rebuilding the seed adds nothing), and the images
 * handler reads it.
 */

/** The URL path the seed's images are served under: the API root the app proxies, `/api`. */
export const IMAGE_PATH = '/api/images/';

/** What an image shows, for its name: kind, a label and its intrinsic size in pixels. */
export interface ImageInfo {
  kind: 'logo' | 'avatar' | 'picture';
  label: string;
  width: number;
  height: number;
}

const store = new Map<string, string>();

/** FNV-1a (32 bit) of the text as eight hex digits: short, stable and the same in every runtime. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A readable part of a name: "Sprach Füchse" → "sprach-fuchse", at most 40 characters. */
function slugOf(label: string): string {
  const slug = label
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'image';
}

/** Stores an SVG and answers its URL path (`/api/images/<name>.svg`). */
export function publishImage(info: ImageInfo, svg: string): string {
  const name = `${info.kind}-${slugOf(info.label)}-${info.width}x${info.height}-${contentHash(svg)}.svg`;
  const known = store.get(name);
  if (known !== undefined && known !== svg) throw new Error(`Two seed images are named ${name}`);
  store.set(name, svg);
  return IMAGE_PATH + name;
}

/** The SVG text of a served image by its name (`logo-…svg`), or undefined for an unknown name. */
export function seedImage(name: string): string | undefined {
  return store.get(name);
}

/**
 * The names of every image stored so far, in the order they were first stored: after `createSeed`,
 * all of the seed's. For serving them as files where no handler runs (the static Storybook).
 */
export function seedImageNames(): string[] {
  return [...store.keys()];
}
