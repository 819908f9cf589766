import type { LazyNamespace } from '@kurse/i18n';
import { NotFoundPage } from '../not-found';

// Placeholder: the pages are being built.
export const BlogPage = (_props: { params: Readonly<Record<string, string>> }) => NotFoundPage({});
export const PostPage = (_props: { params: Readonly<Record<string, string>> }) => NotFoundPage({});

export const namespaces = [] as const satisfies readonly LazyNamespace[];
