import type { RouteModule } from '../../core';
import { ProviderHomePage, namespaces } from '.';

/** The route of `provider`. */
export const providerRoute = { namespaces, Page: ProviderHomePage } satisfies RouteModule;
