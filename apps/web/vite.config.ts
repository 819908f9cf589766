import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 10 },
            // The loader runtime and the provider scope: read by almost every
            // page after the landing, as one chunk instead of five small ones (each file costs a
            // request and compresses worse alone).
            {
              name: 'loader',
              test: /packages[\\/]features[\\/]src[\\/](core[\\/]loader|provider[\\/]scope)[\\/.]/,
              priority: 5,
            },
            // The forms' common parts (form, field, text and e-mail field, their checks, a refused
            // form's field messages) with the login form and its session actions: every page
            // offers the login, most have a form. One chunk instead of a dozen small ones.
            {
              name: 'forms',
              test: /packages[\\/](ui[\\/]src[\\/]components[\\/](Form|Field|TextField|EmailField)[\\/]|features[\\/]src[\\/](account[\\/]auth[\\/]LoginForm|core[\\/]session[\\/](sign-in|form-post)|core[\\/]lib[\\/](field-errors|form-fields))\.)/,
              priority: 5,
            },
            // react-stately's controlled-state hook alone, ahead of the forms: a group takes its
            // modules' dependencies along (includeDependenciesRecursively), so the forms chunk
            // would carry this hook and the course page's disclosure would load all of the forms
            // for it. Turning that off for the forms splits them into a dozen small chunks, and
            // larger pages: this leaves the rest as it was.
            {
              name: 'controlled-state',
              test: /react-stately[\\/]dist[\\/]private[\\/]utils[\\/]useControlledState\./,
              priority: 6,
            },
            // The alert and its variants (split for fast refresh) travel together.
            {
              name: 'Alert',
              test: /packages[\\/]ui[\\/]src[\\/]components[\\/]Alert[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:4010' } },
}));
