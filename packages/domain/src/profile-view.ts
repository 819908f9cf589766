/**
 * What the customer profile shows: the tab open at first, the tab of a route, and the booking
 * card's event hint. Spec: discovery §2 Customer profile; transactions §2 Profile tabs.
 */
import { profileTabOf, type ProfileTab, type RouteKind } from './routes';

/**
 * Below this width (px) no tab is open at first and a back button returns to the tab list.
 * Spec: discovery §2 Customer profile ("under 641 px").
 */
export const PROFILE_PHONE_MAX_WIDTH = 640;

/**
 * The tab open when the profile opens: the address's tab; without one, the first tab on wide
 * screens and none on phones (the tab list shows). Spec: discovery §2 Customer profile.
 */
export function initialProfileTab(tab: ProfileTab | null, width: number): ProfileTab | null {
  if (tab) return tab;
  return width > PROFILE_PHONE_MAX_WIDTH ? 'bookings' : null;
}

/**
 * The tab a profile route names: `/me/contracts` and `/me/contracts/{id}` the contracts tab,
 * `/me/{tab}` its tab, `/me` none. Spec: discovery §2 Route table, transactions §2.
 */
export function profileTabOfRoute(
  kind: RouteKind,
  params: Readonly<Record<string, string>>,
): ProfileTab | null {
  if (kind === 'contracts' || kind === 'contract') return 'contracts';
  return kind === 'profile' && params.tab ? profileTabOf(params.tab) : null;
}

/** The event hint of a booking card: when the booked event starts or started. Spec: transactions §2 Profile tabs. */
export interface BookingEventHint {
  kind: 'startsAt' | 'startedAt';
  /** The event's start (ISO date-time). */
  date: string;
}

/**
 * The event hint of a booking card: "starts on" while the event's start is ahead of `now`,
 * "started on" once it has passed. Flexible events show their description instead of dates and
 * on-demand content has no start, so neither has a hint; nor has an event without a start. The
 * spec names the hint without saying what it holds: the start is what a family looks for in a
 * list of bookings. Spec: transactions §2 Profile tabs ("the event hint"), discovery §2 Bookings tab.
 */
export function bookingEventHint(
  event: { typeOf?: string | null; startDate?: string | null } | null | undefined,
  now: Date,
): BookingEventHint | null {
  if (!event?.startDate || event.typeOf === 'flexible' || event.typeOf === 'on_demand') return null;
  const started = Date.parse(event.startDate) <= now.getTime();
  return { kind: started ? 'startedAt' : 'startsAt', date: event.startDate };
}
