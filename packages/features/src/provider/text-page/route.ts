import type { Provider } from '@kurse/api-client';
import { statusOf, type Loaded, type LoadContext, type RouteModule } from '../../core';
import { providerRead } from '../scope';
import {
  hasProviderText,
  providerTextRead,
  type ProviderTextKind,
} from '../text/use-provider-text';
import { PrivacyPolicyPage, TermsPage, namespaces } from '.';

/**
 * Reads the provider of the slug (as the provider scope does), then its text when its flag says it
 * has one. Spec: transactions §2 Terms and privacy pages.
 */
const loadText =
  (kind: ProviderTextKind) =>
  async ({ params, read }: LoadContext): Promise<Loaded> => {
    const provider = await read(providerRead(params.slug ?? ''));
    if (!provider.ok) return { status: statusOf(provider) };
    if (!hasProviderText(provider.data, kind)) return { status: 200, data: provider.data };
    const text = await read(providerTextRead(provider.data.id, kind));
    return { status: statusOf(text), data: provider.data };
  };

/** The meta description of each text page's kind. */
const DESCRIPTION = {
  terms: 'termsDescription',
  privacyPolicy: 'privacyPolicyDescription',
} as const;

/** The head of a text page: "AGB von …", "Datenschutzerklärung von …", and what it is. */
const headOf =
  (kind: ProviderTextKind): NonNullable<RouteModule['head']> =>
  (loaded, LL) => {
    if (loaded.status === 404) return { title: LL.errors.notFound.title() };
    const provider = loaded.data as Provider | undefined;
    if (!provider) return null;
    return {
      title: LL.provider[kind]({ provider: provider.name }),
      description: LL.provider[DESCRIPTION[kind]]({ provider: provider.name }),
    };
  };

/** The route of `terms`. */
export const termsRoute = {
  namespaces,
  Page: TermsPage,
  load: loadText('terms'),
  head: headOf('terms'),
} satisfies RouteModule;

/** The route of `privacy-policy`. */
export const privacyPolicyRoute = {
  namespaces,
  Page: PrivacyPolicyPage,
  load: loadText('privacyPolicy'),
  head: headOf('privacyPolicy'),
} satisfies RouteModule;
