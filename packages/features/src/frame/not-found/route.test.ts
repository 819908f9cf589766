// @vitest-environment node
import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, expect, it } from 'vitest';
import { notFoundRoute } from './route';

beforeAll(() => loadCatalogues(['de', 'en']));

it('names an unknown address’s document as its page is headed, in the request’s language', () => {
  expect(notFoundRoute.head({ status: 404 }, messagesFor('de'))).toEqual({
    title: 'Seite nicht gefunden',
  });
  expect(notFoundRoute.head({ status: 404 }, messagesFor('en'))).toEqual({
    title: 'Page not found',
  });
});
