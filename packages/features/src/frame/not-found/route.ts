import { createElement } from 'react';
import type { RouteModule } from '../../core';
import { NotFoundPage } from '.';

/**
 * The route of an address no route knows: the not-found page with its general text, named as
 * the page names itself (the server's title is the browser's).
 */
export const notFoundRoute = {
  namespaces: [],
  head: (_loaded, LL) => ({ title: LL.errors.notFound.title() }),
  Page: function NotFoundRoute() {
    return createElement(NotFoundPage);
  },
} satisfies RouteModule;
