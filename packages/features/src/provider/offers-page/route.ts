import type { Provider } from '@kurse/api-client';
import { statusOf, type Loaded, type RouteModule } from '../../core';
import { providerCoursesRead } from '../offers/use-provider-courses';
import { providerRead } from '../scope';
import { CoursesPage, namespaces } from '.';

/**
 * The route of `courses`: reads the provider of the slug (as the provider scope does), then its
 * courses. Titled "Alle Angebote", described with the provider's name. Spec: discovery §2 Route
 * table, Course pages.
 */
export const coursesRoute = {
  namespaces,
  Page: CoursesPage,
  async load({ params, read }): Promise<Loaded> {
    const provider = await read(providerRead(params.slug ?? ''));
    if (!provider.ok) return { status: statusOf(provider) };
    const courses = await read(providerCoursesRead(provider.data.id));
    return { status: statusOf(courses), data: provider.data satisfies Provider };
  },
  head: (loaded, LL) => {
    if (loaded.status === 404) return { title: LL.errors.notFound.title() };
    const provider = loaded.data as Provider | undefined;
    return {
      title: LL.provider.allOffers(),
      ...(provider && { description: LL.provider.offersDescription({ provider: provider.name }) }),
    };
  },
} satisfies RouteModule;
