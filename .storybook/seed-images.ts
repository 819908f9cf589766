/**
 * The demo seed's images for Storybook. Feature stories run the demo backend in the page
 * (`mock.fetch`), and its answers name pictures by URL path (`/api/images/<name>.svg`) that the
 * browser loads from Storybook's own server, where no handler of the mock runs. This Vite plugin
 * builds the seed once in Node and serves those paths: the dev server and the story tests (Vitest
 * browser mode applies `viteFinal`'s plugins too) answer them as the mock's handler does, and the
 * static build writes each image as a file at the same path.
 *
 * The paths are absolute, as in the app: the static Storybook shows the seed's images when served
 * at the root of its host; under a sub-path they resolve outside of it and do not load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type * as ApiMock from '../packages/api-mock/src/index.ts';

type SeedImages = Pick<typeof ApiMock, 'IMAGE_HEADERS' | 'seedImage' | 'seedImageNames'>;

/** Where the images are answered: the mock's `IMAGE_PATH`, checked when the mock is loaded. */
const IMAGE_ROUTE = '/api/images/';

const API_MOCK = new URL('../packages/api-mock/', import.meta.url);

let loaded: SeedImages | null = null;

/**
 * Loads `@kurse/api-mock` (TypeScript source) through tsx, a dependency of that package, as its
 * command line does, and builds the seed, which stores every image. Once per process, at the first
 * image asked for (or the build), so starting Storybook does not wait for it. CommonJS on purpose:
 * through Storybook's ESM loader hooks every extensionless import of the sources would print a
 * warning.
 */
function seedImagesOnce(): SeedImages {
  if (loaded) return loaded;
  const tsx = createRequire(API_MOCK)('tsx/cjs/api') as {
    require: (id: string, fromFile: string) => unknown;
  };
  const entry = fileURLToPath(new URL('src/index.ts', API_MOCK));
  const mock = tsx.require(entry, import.meta.url) as typeof ApiMock;
  if (mock.IMAGE_PATH !== IMAGE_ROUTE) {
    throw new Error(`The seed's images moved to ${mock.IMAGE_PATH}: update IMAGE_ROUTE`);
  }
  mock.createSeed();
  loaded = mock;
  return mock;
}

/** Answers GET and HEAD of a seed image as the mock's handler does (404 JSON for an unknown name). */
function answer(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const images = seedImagesOnce();
  // Mounted at the image path: the request's URL is `/<name>` (and maybe a query).
  const name = decodeURIComponent(new URL(req.url ?? '/', 'http://storybook').pathname.slice(1));
  const svg = images.seedImage(name);
  if (svg === undefined) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 404, message: 'Not found' }));
    return;
  }
  res.writeHead(200, images.IMAGE_HEADERS);
  res.end(req.method === 'HEAD' ? undefined : svg);
}

/** Serves the seed's images at `/api/images/<name>` in development and writes them as files in a build. */
export function seedImages(): Plugin {
  return {
    name: 'kurse:seed-images',
    configureServer(server) {
      server.middlewares.use(IMAGE_ROUTE, (req, res, next) => {
        try {
          answer(req, res, next);
        } catch (error) {
          next(error);
        }
      });
    },
    // Written beside the bundle rather than emitted as assets: the build's report would list every
    // image on a line of its own.
    writeBundle({ dir }) {
      if (!dir) return;
      const images = seedImagesOnce();
      const folder = join(dir, IMAGE_ROUTE);
      mkdirSync(folder, { recursive: true });
      for (const name of images.seedImageNames()) {
        const svg = images.seedImage(name);
        if (svg !== undefined) writeFileSync(join(folder, name), svg);
      }
    },
  };
}
