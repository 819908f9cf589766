import type { Provider } from '@kurse/api-client';
import { pathOfRoute } from '@kurse/domain';
import { organizationHead, statusOf, type Loaded, type RouteModule } from '../../core';
import { providerCoursesRead } from '../offers/use-provider-courses';
import { recommendationsRead } from '../recommendations/use-recommendations';
import { providerRead } from '../scope';
import { ProviderHomePage, namespaces } from '.';

/**
 * The route of `provider`: reads the provider of the slug (as the provider scope does), then its
 * courses and recommendations (the ratings come with the provider). Spec: discovery §2 Provider page.
 */
export const providerRoute = {
  namespaces,
  Page: ProviderHomePage,
  async load({ params, read }): Promise<Loaded> {
    const provider = await read(providerRead(params.slug ?? ''));
    if (!provider.ok) return { status: statusOf(provider) };
    await Promise.all([
      read(providerCoursesRead(provider.data.id)),
      read(recommendationsRead({ providerId: provider.data.id })),
    ]);
    return { status: 200, data: provider.data };
  },
  head: (loaded, LL, site) => {
    if (loaded.status === 404) return { title: LL.errors.notFound.title() };
    const provider = loaded.data as Provider | undefined;
    if (!provider) return null;
    return organizationHead(
      {
        title: provider.name,
        name: provider.name,
        description: provider.description,
        describedBy: [provider.subTitle],
        images: provider.images,
        logo: provider.logo,
        address: provider.address,
        telephone: provider.phone,
        sameAs: [
          provider.website,
          provider.socialMediaFacebookLink,
          provider.socialMediaInstagramLink,
        ],
        path: pathOfRoute('provider', { slug: provider.slug }),
      },
      site,
    );
  },
} satisfies RouteModule;
