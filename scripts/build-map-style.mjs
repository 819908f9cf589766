// Builds the data of the bundled map style from Natural Earth (public domain, via world-atlas):
// land and country borders around DE, AT, CH, LU and their neighbours, clipped to Central Europe.
// `node scripts/build-map-style.mjs` writes packages/ui/src/map/default-style/*.json;
// `--check` fails when the committed files differ from what it would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const BOX = { west: 1, south: 43.5, east: 21, north: 56.5 };
/** Douglas–Peucker tolerance in degrees (about 250 m): finer than Natural Earth's 1:10m. */
const TOLERANCE = 0.0025;
const out = join(import.meta.dirname, '..', 'packages', 'ui', 'src', 'map', 'default-style');

const round = ([x, y]) => [Math.round(x * 1e4) / 1e4, Math.round(y * 1e4) / 1e4];

/** Douglas–Peucker simplification of a line. */
function simplify(points) {
  if (points.length <= 2) return points;
  const [ax, ay] = points[0];
  const [bx, by] = points[points.length - 1];
  const dx = bx - ax;
  const dy = by - ay;
  const length = Math.hypot(dx, dy) || 1;
  let far = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [px, py] = points[i];
    const d = Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
    if (d > far) {
      far = d;
      index = i;
    }
  }
  if (far <= TOLERANCE) return [points[0], points[points.length - 1]];
  return [...simplify(points.slice(0, index + 1)).slice(0, -1), ...simplify(points.slice(index))];
}

/** Sutherland–Hodgman clipping of one closed ring against the box. */
function clipRing(ring) {
  const edges = [
    [(p) => p[0] >= BOX.west, (a, b) => cross(a, b, 0, BOX.west)],
    [(p) => p[0] <= BOX.east, (a, b) => cross(a, b, 0, BOX.east)],
    [(p) => p[1] >= BOX.south, (a, b) => cross(a, b, 1, BOX.south)],
    [(p) => p[1] <= BOX.north, (a, b) => cross(a, b, 1, BOX.north)],
  ];
  let points = ring.slice(0, -1);
  for (const [inside, at] of edges) {
    const next = [];
    points.forEach((p, i) => {
      const prev = points[(i + points.length - 1) % points.length];
      if (inside(p)) {
        if (!inside(prev)) next.push(at(prev, p));
        next.push(p);
      } else if (inside(prev)) next.push(at(prev, p));
    });
    points = next;
    if (points.length === 0) return null;
  }
  const rounded = simplify(points)
    .map(round)
    .filter((p, i, all) => i === 0 || p.join() !== all[i - 1].join());
  return rounded.length >= 3 ? [...rounded, rounded[0]] : null;
}

function cross(a, b, axis, value) {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  const p = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  p[axis] = value;
  return p;
}

const inBox = ([x, y]) => x >= BOX.west && x <= BOX.east && y >= BOX.south && y <= BOX.north;

/** Lines cut to the parts inside the box. */
function clipLine(line) {
  const parts = [];
  let current = [];
  for (const p of line) {
    if (inBox(p)) current.push(round(p));
    else if (current.length) {
      parts.push(current);
      current = [];
    }
  }
  if (current.length) parts.push(current);
  return parts.map(simplify).filter((part) => part.length >= 2);
}

const read = (name) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8'));
const lands = read('land-10m.json');
const countries = read('countries-10m.json');
const polygons = (geometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
const land = feature(lands, lands.objects.land)
  .features.flatMap((f) => polygons(f.geometry))
  .map((rings) => rings.map(clipRing).filter(Boolean))
  .filter((rings) => rings.length > 0);
const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b);
const collection = (geometry) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry }],
});
const files = {
  'land.json': collection({ type: 'MultiPolygon', coordinates: land }),
  'borders.json': collection({
    type: 'MultiLineString',
    coordinates: borders.coordinates.flatMap(clipLine),
  }),
};

const check = process.argv.includes('--check');
const stale = [];
for (const [name, data] of Object.entries(files)) {
  const text = `${JSON.stringify(data)}\n`;
  const path = join(out, name);
  if (!check) writeFileSync(path, text);
  else if (readFileSync(path, 'utf8') !== text) stale.push(name);
}
if (stale.length) {
  console.error(`Out of date: ${stale.join(', ')}. Run node scripts/build-map-style.mjs.`);
  process.exit(1);
}
