/**
 * The demo backend behind the bookings and on-demand tab stories: setups that shape the
 * customer's answer (the tab itself, fed by the profile's loader, is `story-tab.tsx`).
 */
import type { Booking } from '@kurse/api-client';
import type { StoryKurse } from '../../../core/test';

/** Logs in the seed customer who has no bookings (`neu@kurse.example`). */
export async function logInWithoutBookings({ services }: StoryKurse): Promise<void> {
  const result = await services.api.POST('/customers/login', {
    body: { customer: { email: 'neu@kurse.example', password: 'kurse-demo' } },
  });
  if (!result.ok) throw new Error('The login without bookings failed.');
  services.stores.session.user = result.data;
}

/** Leaves only the seed bookings with these ids in the demo backend. */
export function keepBookings({ mock }: StoryKurse, ids: readonly number[]): void {
  mock.db.bookings = mock.db.bookings.filter((b) => ids.includes(b.booking.id));
}

/**
 * Lets `GET /customers/bookings` answer oldest first (the demo backend sorts newest first), so the
 * order a story shows is the tab's own.
 */
export function answerOldestFirst(kurse: StoryKurse): void {
  const answer = kurse.mock.fetch.bind(kurse.mock);
  kurse.mock.fetch = async (input, init) => {
    const response = await answer(input, init);
    const url = typeof input === 'string' ? input : input.url;
    if (!/\/customers\/bookings/.test(url) || !response.ok) return response;
    const body = (await response.json()) as { bookings: Booking[] };
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return Response.json({ bookings: [...body.bookings].reverse() }, { headers });
  };
}
