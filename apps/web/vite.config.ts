import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './chunks.ts';

/**
 * The locales of react-aria's own strings the site speaks (its en-GB falls back to en-US): the
 * other 32 would travel with every dialog, select and date field and never be read.
 */
const ARIA_LOCALES = ['de-DE', 'en-US'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [optimizeLocales.vite({ locales: ARIA_LOCALES }), react(), tailwindcss()],
  // The server entry's build (`vite build --ssr`) carries code alone: the public files are the
  // client build's.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The groups cut the browser's files (each a request on a phone); the server's build keeps
      // the automatic split.
      output: { codeSplitting: isSsrBuild ? true : { groups: chunkGroups } },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:4010' } },
}));
