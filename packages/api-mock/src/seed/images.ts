/**
 * Images of the seed as small SVGs, so the demo works offline without an image host: logos and
 * avatars with initials, gallery pictures with a gradient, a simple motif and a caption. Each
 * builder answers the picture's URL path under the API root (`/api/images/<name>.svg`); the
 * handler of that path answers the SVG from {@link seedImage}. Answers carry URLs rather than
 * data URIs so browsers can cache the pictures, link previews can show them and pages can reserve
 * their box.
 */
import { publishImage } from './image-store';

export { IMAGE_PATH, seedImage } from './image-store';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Up to two initials of a name ("Schwimmschule Seepferdchen" → "SS"). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[\p{L}\d]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** A round 160×160 logo with the initials of `name` on `color`. */
export function logoImage(name: string, color: string): string {
  return publishImage(
    { kind: 'logo', label: name, width: 160, height: 160 },
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
      `<circle cx="80" cy="80" r="80" fill="${color}"/>` +
      `<text x="80" y="98" font-family="Helvetica,Arial,sans-serif" font-size="56" font-weight="700" ` +
      `fill="#fff" text-anchor="middle">${escapeXml(initialsOf(name))}</text></svg>`,
  );
}

/** A 96×96 portrait placeholder with initials (trainers, contacts, blog authors). */
export function avatarImage(name: string, color: string): string {
  return publishImage(
    { kind: 'avatar', label: name, width: 96, height: 96 },
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="48" fill="${color}"/>` +
      `<circle cx="48" cy="38" r="16" fill="#ffffffaa"/><rect x="22" y="60" width="52" height="26" rx="13" fill="#ffffffaa"/>` +
      `<text x="48" y="44" font-family="Helvetica,Arial,sans-serif" font-size="16" font-weight="700" ` +
      `fill="${color}" text-anchor="middle">${escapeXml(initialsOf(name))}</text></svg>`,
  );
}

const MOTIFS = [
  // waves
  '<path d="M0 360 Q100 320 200 360 T400 360 T600 360 T800 360 V500 H0Z" fill="#ffffff33"/>',
  // circles
  '<circle cx="640" cy="120" r="90" fill="#ffffff33"/><circle cx="140" cy="380" r="60" fill="#ffffff22"/>',
  // hills
  '<path d="M0 420 L220 260 L420 420 L620 240 L800 420 V500 H0Z" fill="#ffffff2a"/>',
  // notes / dots
  '<circle cx="200" cy="120" r="24" fill="#ffffff40"/><circle cx="300" cy="90" r="14" fill="#ffffff40"/><circle cx="680" cy="330" r="36" fill="#ffffff30"/>',
] as const;

/** A gallery picture (800×500) in `color` with motif number `variant` and a caption. */
export function pictureImage(caption: string, color: string, variant = 0): string {
  const motif = MOTIFS[variant % MOTIFS.length] ?? '';
  return publishImage(
    { kind: 'picture', label: caption, width: 800, height: 500 },
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/>` +
      `<stop offset="1" stop-color="#1b1b2f"/></linearGradient></defs>` +
      `<rect width="800" height="500" fill="url(#g)"/>${motif}` +
      `<text x="40" y="460" font-family="Helvetica,Arial,sans-serif" font-size="34" font-weight="700" ` +
      `fill="#fff">${escapeXml(caption)}</text></svg>`,
  );
}

/** A small gallery of `count` pictures sharing a caption and colour. */
export function gallery(caption: string, color: string, count: number, offset = 0): string[] {
  return Array.from({ length: count }, (_, i) => pictureImage(caption, color, i + offset));
}
