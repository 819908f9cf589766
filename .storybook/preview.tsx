import type { Preview } from '@storybook/react-vite';
import { I18nProvider, loadCatalogues } from '@kurse/i18n';
import { ThemeSurface, UiProvider, franchiseTheme, providerTheme, type Theme } from '@kurse/ui';
import { setMapWorkerUrl } from '@kurse/ui/map';
import mapWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Locale } from '@kurse/i18n';
import '../packages/ui/src/styles.css';
import { configure } from 'storybook/test';
import {
  NO_SCENARIO,
  SCENARIO_GLOBAL,
  scenarioGlobalType,
} from '../packages/features/src/core/test/story-scenarios';
import { WCAG_TAGS } from './wcag';

// MapLibre's worker as a file Storybook serves (as the app does).
setMapWorkerUrl(mapWorkerUrl);

// Stories show every text of both languages: load the whole catalogues before any story.
await loadCatalogues();

// `findBy…` and `waitFor` wait up to 5 s (the library's default is 1 s): as tests, the first story
// that opens a lazy part (the profile's tabs, a page's chunk) waits for the dev server to prepare
// its modules, which on two busy cores can take longer than a second and measures nothing. Each
// wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });

const viewports = Object.fromEntries(
  [375, 576, 768, 992, 1280].map((width) => [
    `w${width}`,
    {
      name: `${width} px`,
      styles: { width: `${width}px`, height: '800px' },
      type: width < 768 ? 'mobile' : 'desktop',
    },
  ]),
);

/** The theme toolbar: provider colours by template, and franchise colours. */
const themes: Record<string, { title: string; theme: Theme | null }> = {
  none: { title: 'No theme', theme: null },
  providerStandard: {
    title: 'Provider, standard (#0e7490)',
    theme: providerTheme({ template: 'standard', backgroundColor: '#0e7490' }),
  },
  providerCard: {
    title: 'Provider, card (#fde68a)',
    theme: providerTheme({ template: 'card', backgroundColor: '#fde68a' }),
  },
  providerClean: {
    title: 'Provider, clean (no gradient)',
    theme: providerTheme({ template: 'clean', backgroundColor: '#0e7490' }),
  },
  franchiseDefault: { title: 'Franchise, default gradient', theme: franchiseTheme(null) },
  franchiseColour: { title: 'Franchise (#e0457b)', theme: franchiseTheme('#e0457b') },
};

/** The attributes of an element, to put back as they were. */
const attributesOf = (element: Element) =>
  new Map(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));

const restoreAttributes = (element: Element, saved: Map<string, string>) => {
  for (const name of element.getAttributeNames()) {
    if (!saved.has(name)) element.removeAttribute(name);
  }
  for (const [name, value] of saved) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
};

const storageOf = (storage: Storage) =>
  new Map(
    Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).map((key) => [
      key,
      storage.getItem(key) as string,
    ]),
  );

const restoreStorage = (storage: Storage, saved: Map<string, string>) => {
  storage.clear();
  for (const [key, value] of saved) storage.setItem(key, value);
};

const cookieNames = () =>
  new Set(
    document.cookie
      .split(';')
      .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
      .filter(Boolean),
  );

/**
 * As tests, story files share one page one after another: whatever a story leaves in the page is
 * put back before the next story renders (its cleanup runs after the story is unmounted). Nodes it
 * left in the body (pop-overs and toasts that outlive their story), attributes on <html>, <body>
 * and the body's children (theme, language, scroll lock, `inert`, `aria-hidden`), storage,
 * cookies, the address, focus and scroll.
 */
const resetPage = () => {
  const { body, documentElement } = document;
  const href = window.location.href;
  const html = attributesOf(documentElement);
  const bodyAttributes = attributesOf(body);
  const children = new Map(Array.from(body.children, (child) => [child, attributesOf(child)]));
  const local = storageOf(window.localStorage);
  const session = storageOf(window.sessionStorage);
  const cookies = cookieNames();
  return () => {
    for (const child of Array.from(body.children)) {
      const saved = children.get(child);
      if (saved) restoreAttributes(child, saved);
      // A live region (the announcer) is made once and kept for later announcements.
      else if (!child.matches('[aria-live]') && !child.querySelector('[aria-live]')) child.remove();
    }
    restoreAttributes(documentElement, html);
    restoreAttributes(body, bodyAttributes);
    restoreStorage(window.localStorage, local);
    restoreStorage(window.sessionStorage, session);
    for (const name of cookieNames()) {
      if (!cookies.has(name)) document.cookie = `${name}=; max-age=0; path=/`;
    }
    if (window.location.href !== href) window.history.replaceState(null, '', href);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  };
};

const toLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'de');

const preview: Preview = {
  tags: ['autodocs'],
  beforeEach: resetPage,
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
    viewport: { options: viewports },
    // Axe runs on every story and fails the story's test on any WCAG 2.2 AA violation.
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: WCAG_TAGS } } },
  },
  initialGlobals: { locale: 'de', theme: 'none', [SCENARIO_GLOBAL]: NO_SCENARIO },
  globalTypes: {
    locale: {
      description: 'Sprache / language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'de', title: 'Deutsch' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Provider or franchise colours',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(themes).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    // The demo backend's named scenarios (an error, a limit, a fault) on any feature story.
    [SCENARIO_GLOBAL]: scenarioGlobalType,
  },
  decorators: [
    (Story, { globals }) => {
      const locale = toLocale(globals.locale);
      const theme = themes[String(globals.theme)]?.theme ?? null;
      const story = theme ? (
        <ThemeSurface theme={theme} className="p-8">
          <Story />
        </ThemeSurface>
      ) : (
        <Story />
      );
      return (
        <I18nProvider locale={locale}>
          <UiProvider>{story}</UiProvider>
        </I18nProvider>
      );
    },
  ],
};

export default preview;
