import type { Provider } from '@kurse/api-client';
import {
  metaDescription,
  organizationStructuredData,
  pathOfRoute,
  previewImage,
} from '@kurse/domain';
import { htmlToText, statusOf, type Loaded, type RouteModule } from '../../core';
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
    const description = metaDescription(htmlToText(provider.description) || provider.subTitle);
    const image = previewImage(...(provider.images ?? []), provider.logo);
    const logo = previewImage(provider.logo);
    const path = pathOfRoute('provider', { slug: provider.slug });
    return {
      title: provider.name,
      description,
      image: image && site.url(image),
      structuredData: [
        organizationStructuredData({
          name: provider.name,
          description,
          url: path === null ? '' : site.url(path),
          logo: logo && site.url(logo),
          image: image && site.url(image),
          address: provider.address,
          telephone: provider.phone,
          sameAs: [
            provider.website,
            provider.socialMediaFacebookLink,
            provider.socialMediaInstagramLink,
          ],
        }),
      ],
    };
  },
} satisfies RouteModule;
