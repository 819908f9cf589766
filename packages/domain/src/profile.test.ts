import { describe, expect, it } from 'vitest';
import {
  initialProfileTab,
  PROFILE_TABS,
  profileTabOf,
  profileTabOfRoute,
  profileTabPath,
} from './profile';

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
