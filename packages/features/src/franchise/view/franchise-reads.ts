/**
 * The reads of the franchise pages and their route loads: the franchise (`GET /franchises/{id}`),
 * then its providers (`GET /franchises/{id}/providers`). The page, the map and the schedule read
 * the franchise through the same {@link franchiseRead}, so each finds it kept by another. Pure:
 * no DOM, no window. Spec: discovery §2 Franchise page, Franchise map, §7, §8 Franchise load.
 */
import type { ApiError, Franchise, Provider } from '@kurse/api-client';
import type { TranslationFunctions } from '@kurse/i18n';
import { pathOfRoute } from '@kurse/domain';
import {
  franchiseProvidersShape,
  franchiseShape,
  organizationDescription,
  organizationHead,
  statusOf,
  type Head,
  type Site,
  type LoadContext,
  type Loaded,
  type Read,
  type Settled,
} from '../../core';

/** The franchise of `id` (numeric id or slug). */
export const franchiseRead = (id: string): Read<Franchise> => ({
  key: `/franchises/${id}`,
  fetch: (api, signal) => api.GET('/franchises/{id}', { params: { path: { id } }, signal }),
  shape: franchiseShape,
});

/** The providers of the franchise of `id`. */
export const franchiseProvidersRead = (id: string): Read<{ providers: Provider[] }> => ({
  key: `/franchises/${id}/providers`,
  fetch: (api, signal) =>
    api.GET('/franchises/{id}/providers', { params: { path: { id } }, signal }),
  shape: franchiseProvidersShape,
});

/** Whether a failed franchise read means "not found": a 404 or the server's "Not found". */
export const isFranchiseNotFound = (error: ApiError): boolean =>
  error.status === 404 || /not found/i.test(error.message ?? '');

/** What a franchise route's load hands its `head`: the franchise once all was read. */
export interface FranchiseLoaded extends Loaded {
  data?: { name: string; franchise: Franchise };
}

/** The franchise's name a load hands its head, if it read it. */
export function nameOf({ data }: Loaded): string | null {
  const name: unknown = typeof data === 'object' && data !== null && 'name' in data && data.name;
  return typeof name === 'string' ? name : null;
}

/** The status of a failed franchise read for the route: 404 when not found, else its status. */
const statusOfFailure = (settled: Settled<unknown>): Loaded['status'] =>
  !settled.ok && isFranchiseNotFound(settled.error) ? 404 : statusOf(settled);

/**
 * The load of the franchise page and of its map: the franchise, then its providers (the same
 * reads as {@link useFranchiseLoad}), kept for the page. 404 when either says "not found".
 */
export async function loadFranchise({ params, read }: LoadContext): Promise<FranchiseLoaded> {
  const id = params['id'] ?? '';
  const franchise = await read(franchiseRead(id));
  if (!franchise.ok) return { status: statusOfFailure(franchise) };
  const providers = await read(franchiseProvidersRead(id));
  if (!providers.ok) return { status: statusOfFailure(providers) };
  return { status: 200, data: { name: franchise.data.name, franchise: franchise.data } };
}

/** The franchise a load hands its head, if it read it. */
const franchiseOf = ({ data }: Loaded): Franchise | null =>
  typeof data === 'object' && data !== null && 'franchise' in data
    ? (data.franchise as Franchise)
    : null;

/**
 * The head of a franchise route: `named` of the franchise's name when it was read, with its
 * description and image, and on the franchise page (`organization`) its schema.org
 * `Organization`; else the title of the screen the page shows instead (not found, or the
 * generic error).
 */
export function franchiseHead(
  loaded: Loaded,
  LL: TranslationFunctions,
  named: (name: string) => string,
  site?: Site,
): Head {
  const name = nameOf(loaded);
  if (name === null) {
    return {
      title: loaded.status === 404 ? LL.errors.notFound.title() : LL.errors.generic.title(),
    };
  }
  const franchise = franchiseOf(loaded);
  if (!franchise) return { title: named(name) };
  const page = {
    title: named(name),
    name: franchise.name,
    description: franchise.description,
    describedBy: [franchise.subTitle, franchise.title],
    images: franchise.images,
    logo: franchise.logo,
    address: franchise.address,
    sameAs: [franchise.website],
    path: pathOfRoute('franchise', { id: franchise.slug }),
  };
  if (site) return organizationHead(page, site);
  return { title: page.title, description: organizationDescription(page) };
}
