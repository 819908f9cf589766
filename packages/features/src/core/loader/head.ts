/**
 * The head of a page that presents an organisation (a provider's page, a franchise's page): its
 * description, a preview image and its schema.org `Organization`/`LocalBusiness`, the one way
 * both name themselves.
 */
import {
  metaDescription,
  organizationStructuredData,
  previewImage,
  type AddressSource,
} from '@kurse/domain';
import { htmlToText } from '../lib/html-text';
import type { Head, Site } from './route';

/** An organisation as its page's head reads it. */
export interface OrganizationPage {
  title: string;
  name: string;
  /** Its description (provider HTML). */
  description?: string | null;
  /** Texts that describe it when the description is empty, in order. */
  describedBy?: readonly (string | null | undefined)[];
  images?: readonly string[];
  logo?: string | null;
  address?: AddressSource | null;
  telephone?: string | null;
  sameAs?: readonly (string | null | undefined)[];
  /** Its page's path, or null when it has none. */
  path: string | null;
}

/** The meta description of an organisation: its description as text, else the first fallback. */
export const organizationDescription = (
  page: Pick<OrganizationPage, 'description' | 'describedBy'>,
): string | undefined =>
  metaDescription([htmlToText(page.description), ...(page.describedBy ?? [])].find((t) => !!t));

/** The head of an organisation's page, with its schema.org facts (addresses made absolute). */
export function organizationHead(page: OrganizationPage, site: Site): Head {
  const description = organizationDescription(page);
  const image = previewImage(...(page.images ?? []), page.logo);
  const logo = previewImage(page.logo);
  return {
    title: page.title,
    description,
    image: image && site.url(image),
    structuredData: [
      organizationStructuredData({
        name: page.name,
        description,
        url: page.path === null ? '' : site.url(page.path),
        logo: logo && site.url(logo),
        image: image && site.url(image),
        address: page.address,
        telephone: page.telephone,
        sameAs: page.sameAs,
      }),
    ],
  };
}
