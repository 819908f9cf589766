/**
 * The tabs of the customer profile and their addresses. Spec: discovery §2 Route table, Customer
 * profile ("tabs bookings, onDemand, contracts, providers, account").
 */
import type { RouteKind } from './routes';

/** The profile's tabs, in the order they show. Spec: discovery §2 Customer profile. */
export const PROFILE_TABS = ['bookings', 'onDemand', 'contracts', 'providers', 'account'] as const;

/** One tab of the profile. Spec: discovery §2 Customer profile. */
export type ProfileTab = (typeof PROFILE_TABS)[number];

/**
 * Below this width (px) no tab is open at first and a back button returns to the tab list.
 * Spec: discovery §2 Customer profile ("under 641 px").
 */
export const PROFILE_PHONE_MAX_WIDTH = 640;

const SEGMENTS: Record<ProfileTab, string> = {
  bookings: 'bookings',
  onDemand: 'on-demand',
  contracts: 'contracts',
  providers: 'providers',
  account: 'account',
};

/**
 * The address of a profile tab: `/me/{segment}` (`/me/contracts` is the spec's; the others follow
 * it, so every tab can be linked to and survives a reload). Spec: discovery §2 Route table.
 */
export function profileTabPath(tab: ProfileTab): string {
  return `/me/${SEGMENTS[tab]}`;
}

/**
 * The tab an address segment names (`on-demand` → `onDemand`), or null for any other text.
 * Spec: discovery §2 Route table.
 */
export function profileTabOf(segment: string): ProfileTab | null {
  return PROFILE_TABS.find((tab) => SEGMENTS[tab] === segment) ?? null;
}

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
