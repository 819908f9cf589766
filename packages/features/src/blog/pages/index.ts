import type { LazyNamespace } from '@kurse/i18n';

export { BlogPage } from './BlogPage';
export type { BlogPageProps } from './BlogPage';
export { PostPage } from './PostPage';

/** The catalogue namespaces the pages read beyond the core: the blog's texts, the reading time. */
export const namespaces = ['blog', 'states'] as const satisfies readonly LazyNamespace[];
