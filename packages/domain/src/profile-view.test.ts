import { describe, expect, it } from 'vitest';
import { PROFILE_TABS, profileTabOf, profileTabPath } from './routes';
import { bookingEventHint, initialProfileTab, profileTabOfRoute } from './profile-view';

describe('profile tabs', () => {
  it('lists the five tabs of the spec in order', () => {
    expect(PROFILE_TABS).toEqual(['bookings', 'onDemand', 'contracts', 'providers', 'account']);
  });

  it('addresses every tab under /me and reads the address back', () => {
    expect(profileTabPath('contracts')).toBe('/me/contracts');
    expect(profileTabPath('onDemand')).toBe('/me/on-demand');
    for (const tab of PROFILE_TABS) {
      expect(profileTabOf(profileTabPath(tab).slice('/me/'.length))).toBe(tab);
    }
    expect(profileTabOf('onDemand')).toBeNull();
    expect(profileTabOf('settings')).toBeNull();
  });

  it('opens no tab at first under 641 px, the first tab from 641 px, the addressed tab always', () => {
    expect(initialProfileTab(null, 640)).toBeNull();
    expect(initialProfileTab(null, 641)).toBe('bookings');
    expect(initialProfileTab('providers', 375)).toBe('providers');
    expect(initialProfileTab('account', 1280)).toBe('account');
  });

  it('reads the tab from the profile routes', () => {
    expect(profileTabOfRoute('contracts', {})).toBe('contracts');
    expect(profileTabOfRoute('contract', { id: '12' })).toBe('contracts');
    expect(profileTabOfRoute('profile', { tab: 'on-demand' })).toBe('onDemand');
    expect(profileTabOfRoute('profile', {})).toBeNull();
    expect(profileTabOfRoute('landing', { tab: 'account' })).toBeNull();
  });
});

describe('bookingEventHint (transactions §2 Profile tabs)', () => {
  const now = new Date('2026-11-23T10:00:00+01:00');
  it('says when the event starts, or that it has started', () => {
    expect(
      bookingEventHint({ typeOf: 'block', startDate: '2026-12-01T16:00:00+01:00' }, now),
    ).toEqual({ kind: 'startsAt', date: '2026-12-01T16:00:00+01:00' });
    expect(
      bookingEventHint({ typeOf: 'single', startDate: '2026-11-23T10:00:00+01:00' }, now),
    ).toEqual({ kind: 'startedAt', date: '2026-11-23T10:00:00+01:00' });
  });
  it('has none for flexible and on-demand events or without a start', () => {
    expect(
      bookingEventHint({ typeOf: 'flexible', startDate: '2026-12-01T16:00:00+01:00' }, now),
    ).toBeNull();
    expect(
      bookingEventHint({ typeOf: 'on_demand', startDate: '2026-12-01T16:00:00+01:00' }, now),
    ).toBeNull();
    expect(bookingEventHint({ typeOf: 'block', startDate: null }, now)).toBeNull();
    expect(bookingEventHint(null, now)).toBeNull();
  });
});
