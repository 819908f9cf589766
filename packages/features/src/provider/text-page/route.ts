import type { RouteModule } from '../../core';
import { PrivacyPolicyPage, TermsPage, namespaces } from '.';

/** The route of `terms`. */
export const termsRoute = { namespaces, Page: TermsPage } satisfies RouteModule;

/** The route of `privacy-policy`. */
export const privacyPolicyRoute = { namespaces, Page: PrivacyPolicyPage } satisfies RouteModule;
