import { createElement } from 'react';
import type { RouteModule } from '../../core';
import { NotFoundPage } from '.';

/** The route of an address no route knows: the not-found page with its general text. */
export const notFoundRoute = {
  namespaces: [],
  Page: function NotFoundRoute() {
    return createElement(NotFoundPage);
  },
} satisfies RouteModule;
