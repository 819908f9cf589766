export { FRESH_MS, Reads, readsOf } from './reads';
export type { Read, ReadsSnapshot, Settled } from './reads';
export { useRead } from './use-read';
export type { ReadState } from './use-read';
export { statusOf, statusOfSearch } from './route';
export { organizationDescription, organizationHead } from './head';
export type { OrganizationPage } from './head';
export type { Head, LoadContext, Loaded, PageProps, RouteModule, Site } from './route';
