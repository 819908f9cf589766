/**
 * The catalogue namespaces the provider page reads beyond the core: its own texts, the "since"
 * badge and empty states, and those of the course cards and recommendations.
 */
export const PROVIDER_PAGE_NAMESPACES = ['provider', 'states', 'course', 'search'] as const;
