import type { RouteModule } from '../../core';
import { CardPreviewPage, namespaces } from '.';

/** The route of `card-preview`. */
export const cardPreviewRoute = { namespaces, Page: CardPreviewPage } satisfies RouteModule;
