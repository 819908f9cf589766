// Unit tests read both whole catalogues, as Storybook does.
import { loadCatalogues } from '@kurse/i18n';
import { JSDOM } from 'jsdom';

await loadCatalogues();

// A test without a window runs as a server does: with a DOM parser for the rich texts route heads
// read (descriptions, posts), and nothing else of a browser (apps/web `server-dom.ts`).
if (typeof window === 'undefined') globalThis.DOMParser ??= new JSDOM('').window.DOMParser;
