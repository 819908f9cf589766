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
            // The loader runtime and the provider scope (with its route module, which the shell
            // loads on every provider page): read by almost every page after the landing, as one
            // chunk instead of six small ones (each file costs a request and compresses worse
            // alone).
            {
              name: 'loader',
              test: /packages[\\/]features[\\/]src[\\/](core[\\/]loader|provider[\\/]scope|routes[\\/]provider-scope)[\\/.]/,
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
            // Berlin dates and the formatters of money, ranges, distances and lists, with the date
            // library they read and the on-demand validity: every page with courses, posts or
            // rooms shows them. One chunk instead of six; the pages that load one load nearly all.
            {
              name: 'dates',
              test: /packages[\\/](i18n[\\/]src[\\/](format[\\/](date|intl|intl-locales|range|bound|money|distance|list|percent)|use-format)|domain[\\/]src[\\/](berlin-time|on-demand))\./,
              priority: 5,
            },
            // The texts of course facts (ages, reading time, validity, schedule hints) and the
            // course list rules (category chips, groups, event types): the pages that list
            // courses. Apart from the dates, which the blog and rooms read without these.
            {
              name: 'labels',
              test: /packages[\\/](i18n[\\/]src[\\/]messages[\\/]labels|domain[\\/]src[\\/](age|courses))\./,
              priority: 5,
            },
            // An event's offer as the course, booking, contract and checkout pages show it: its type
            // and dates in a disclosure, participants, password and product price. Below the groups
            // above, so it does not take their modules along.
            {
              name: 'offer',
              test: /packages[\\/](features[\\/]src[\\/](course[\\/]events[\\/](EventTypeInfo|use-event-password)|contracts[\\/]form[\\/]use-product-price)|domain[\\/]src[\\/]participants|ui[\\/]src[\\/]components[\\/]Disclosure[\\/]Disclosure)\./,
              priority: 4,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:4010' } },
}));
