import type { RouteModule } from '../../core';
import { ProviderPreviewPage, namespaces } from '.';

/** The route of `preview`. */
export const previewRoute = { namespaces, Page: ProviderPreviewPage } satisfies RouteModule;
