/**
 * One happy-path request per contract operation, with ids from FIXTURES. The `Record` over every
 * operation id makes a missing sample a type error. Shared by the fixture and scenario tests.
 */
import type { MockApi } from '../api';
import { findEvent } from '../db/lookup';
import type { OperationId } from '../http/types';
import { FIXTURES } from '../seed/fixtures';
import type { Sample } from './sample';
import { accountSamples } from './samples-account';

export type { Sample } from './sample';

const F = FIXTURES;

/** Provider id of an event's course. */
function providerOfEvent(api: MockApi, eventId: number): number {
  const found = findEvent(api.db, eventId);
  if (!found) throw new Error(`Fixture event ${eventId} is missing`);
  return found.record.providerId;
}

/** Happy-path samples of every operation over the seed. */
export function samples(api: MockApi): Record<OperationId, Sample> {
  const p = F.providers.standardTemplate;
  const url = api.db.providers.find((r) => r.provider.id === p.id)?.provider.url ?? '';
  const waitEvent = F.events.fullWithWaitList.id;
  const today = api.now().toISOString().slice(0, 10);
  return {
    ...accountSamples(api),
    getProviderPreview: {
      method: 'GET',
      path: `/api/providers/preview?url=${encodeURIComponent(url)}`,
      status: 200,
    },
    createProviderLead: {
      method: 'POST',
      path: '/api/providers/lead',
      body: { name: 'Neu', email: 'lead@example.org', url: 'neu.example' },
      status: 204,
    },
    getProvider: { method: 'GET', path: `/api/providers/${p.slug}`, status: 200 },
    listProviderRecommendations: {
      method: 'GET',
      path: `/api/providers/${p.id}/recommendations`,
      status: 200,
    },
    getProviderTerms: { method: 'GET', path: `/api/providers/${p.id}/terms`, status: 200 },
    getProviderPrivacyPolicy: {
      method: 'GET',
      path: `/api/providers/${p.id}/privacy_policy`,
      status: 200,
    },
    sendProviderMessage: {
      method: 'POST',
      path: `/api/providers/${p.id}/messages`,
      body: {
        subject: 'Frage',
        content: 'Gibt es noch Plätze?',
        customer: { firstName: 'Gina Gast', email: 'gina@example.org' },
      },
      status: 204,
    },
    createApplicant: {
      method: 'POST',
      path: `/api/providers/${providerOfEvent(api, waitEvent)}/applicants`,
      body: {
        eventId: waitEvent,
        applicant: {
          name: 'Gina Gast',
          email: 'gina@example.org',
          answer: 'Montags',
          participantCount: 2,
        },
      },
      status: 201,
    },
    listProviderPosts: { method: 'GET', path: `/api/providers/${p.slug}/posts`, status: 200 },
    getProviderPost: {
      method: 'GET',
      path: `/api/providers/${p.id}/posts/${F.posts.published.slug}`,
      status: 200,
    },
    listPosts: { method: 'GET', path: `/api/posts?provider_id=${p.id}`, status: 200 },
    listCourses: { method: 'GET', path: `/api/courses?provider_id=${p.slug}&_=1`, status: 200 },
    getCourse: {
      method: 'GET',
      path: `/api/courses/${F.courses.hiddenEvent.id}?token=${F.courses.hiddenEvent.token}`,
      status: 200,
    },
    listCourseRecommendations: {
      method: 'GET',
      path: `/api/courses/${F.courses.pushed.id}/recommendations`,
      status: 200,
    },
    getFranchise: {
      method: 'GET',
      path: `/api/franchises/${F.franchises.manyLocations.slug}`,
      status: 200,
    },
    listFranchiseProviders: {
      method: 'GET',
      path: `/api/franchises/${F.franchises.manyLocations.id}/providers`,
      status: 200,
    },
    getFranchiseSchedule: {
      method: 'GET',
      path: `/api/franchises/${F.franchises.manyLocations.id}/schedule?start_date=${today}`,
      status: 200,
    },
    searchAll: {
      method: 'GET',
      path: '/api/search/all/?term=Schwimmen&age_groups=baby&age_groups=child&bookable=true&page=1',
      status: 200,
    },
    searchCourses: {
      method: 'GET',
      path: '/api/search/courses/?limit=9&offset=0&location_types=online',
      status: 200,
    },
    searchLocations: {
      method: 'GET',
      path: '/api/search/locations/?lat=52.52&lng=13.405&radius=25&term=turnen',
      status: 200,
    },
    searchText: {
      method: 'POST',
      path: '/api/search/text',
      body: {
        text_search: { query: 'Schwimmkurs für mein Baby in Köln am Wochenende', locale: 'de' },
      },
      status: 200,
    },
    getPrivacyPolicy: { method: 'GET', path: '/api/privacy_policy', status: 200 },
    getTerms: { method: 'GET', path: '/api/terms', status: 200 },
    trackForwarded: { method: 'GET', path: `/api/forwarded?slug=${p.slug}`, status: 204 },
    trackView: { method: 'GET', path: `/api/pixel.gif?p=${p.slug}&ts=1767225600000`, status: 200 },
    reportError: {
      method: 'POST',
      path: '/api/err',
      body: { message: 'TypeError: x is undefined', data: { route: '/me' } },
      status: 204,
    },
    autocompleteAddress: {
      method: 'GET',
      path: '/api/geo/autocomplete?q=K%C3%B6&countries=DE,AT,LU,CH&lat=50.9&lng=6.9',
      status: 200,
    },
    geocodeAddress: {
      method: 'GET',
      path: '/api/geo/geocode?q=Domplatz%201%2C%2050667%20K%C3%B6ln',
      status: 200,
    },
    lookupVideo: {
      method: 'GET',
      path: `/api/video/lookup?url=${encodeURIComponent('https://vimeo.com/76979871')}`,
      status: 200,
    },
  };
}
