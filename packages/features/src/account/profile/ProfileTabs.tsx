import {
  PROFILE_PHONE_MAX_WIDTH,
  PROFILE_TABS,
  initialProfileTab,
  profileTabPath,
  type ProfileTab,
} from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Tab, TabList, TabPanel, Tabs, useWindowWidth } from '@kurse/ui';
import type { ReactNode } from 'react';
import { useNavigate } from '../../core';
import { useStore } from '../../core';
import { AccountTab } from './account';
import { BookingsTab, OnDemandTab, onDemandEntries } from './bookings';
import { ContractsTab } from './contracts';
import { ProfilePhoneTabs } from './ProfilePhoneTabs';
import { ProvidersTab } from './providers';
import { useCustomerBookings, useCustomerContracts } from './use-profile-data';

/** Props of {@link ProfileTabs}. */
export interface ProfileTabsProps {
  /** The tab the address names (`/me/{tab}`, `/me/contracts`), or null on `/me`. */
  tab: ProfileTab | null;
  /** `/me/contracts/{id}`: the one contract the contracts tab shows (null: the id is no number). */
  contractId?: number | null;
}

/**
 * The logged-in customer's profile tabs with count badges: bookings, on-demand, contracts,
 * providers, account. Each tab has its address (choosing a tab navigates there); on `/me` the
 * first tab is open on wide screens, and under 641 px the tab list shows until one is chosen, with a
 * back button to return to it. Bookings and contracts load once for all tabs. Spec: discovery §2
 * Customer profile; transactions §2 Profile tabs.
 */
export function ProfileTabs({ tab, contractId }: ProfileTabsProps) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const width = useWindowWidth();
  const bookings = useCustomerBookings(true);
  const contracts = useCustomerContracts(true);
  const { providers } = useStore('visits');
  const bookingList = bookings.load.status === 'ready' ? bookings.load.data : undefined;
  const counts: Record<ProfileTab, number | undefined> = {
    bookings: bookingList?.length,
    onDemand: bookingList && onDemandEntries(bookingList).length,
    contracts: contracts.load.status === 'ready' ? contracts.load.data.length : undefined,
    providers: providers.length,
    account: undefined,
  };
  const panels: Record<ProfileTab, () => ReactNode> = {
    bookings: () => <BookingsTab load={bookings.load} />,
    onDemand: () => <OnDemandTab load={bookings.load} />,
    contracts: () => (
      <ContractsTab load={contracts.load} contractId={contractId} onChanged={contracts.reload} />
    ),
    providers: () => <ProvidersTab />,
    account: () => <AccountTab />,
  };
  const open = initialProfileTab(tab, width);

  if (width <= PROFILE_PHONE_MAX_WIDTH) {
    return <ProfilePhoneTabs open={open} counts={counts} panel={(t) => panels[t]()} />;
  }
  return (
    <Tabs
      selectedKey={open ?? PROFILE_TABS[0]}
      onSelectionChange={(key) => navigate(profileTabPath(key as ProfileTab))}
      keyboardActivation="manual"
    >
      <TabList aria-label={LL.account.tabs.label()}>
        {PROFILE_TABS.map((t) => (
          <Tab key={t} id={t} count={counts[t]}>
            {LL.account.tabs[t]()}
          </Tab>
        ))}
      </TabList>
      {PROFILE_TABS.map((t) => (
        <TabPanel key={t} id={t} className="flex flex-col gap-4">
          <h2 className="sr-only">{LL.account.tabs[t]()}</h2>
          {panels[t]()}
        </TabPanel>
      ))}
    </Tabs>
  );
}
