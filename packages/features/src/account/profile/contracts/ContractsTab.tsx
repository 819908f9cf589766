import type { Contract } from '@kurse/api-client';
import { CONTRACT_CANCELLATION_ENABLED, profileTabPath, sortContracts } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Link } from '@kurse/ui';
import { useState } from 'react';
import { EmptyTab, TabLoad } from '../TabLoad';
import type { ProfileLoad } from '../load';
import { ContractCard } from './ContractCard';

/** Props of {@link ContractsTab}. */
export interface ContractsTabProps {
  /** The customer's contracts (`GET /customers/product_contracts`). */
  load: ProfileLoad<readonly Contract[]>;
  /**
   * `/me/contracts/{id}`: show only this contract; null when the address's id is no number (not
   * found). @default undefined (all contracts)
   */
  contractId?: number | null;
  /** Called after a change on the server (a cancellation), to reload the list. */
  onChanged: () => void;
  /** Offer cancelling. @default CONTRACT_CANCELLATION_ENABLED (false: the button stays disabled) */
  cancellationEnabled?: boolean;
}

/**
 * The load as the tab shows it: while a reload runs (after a cancellation) the last list stays,
 * so the cards keep their place and focus; `reloading` marks that time.
 */
function useKeptWhileReloading(load: ProfileLoad<readonly Contract[]>): {
  shown: ProfileLoad<readonly Contract[]>;
  reloading: boolean;
} {
  const [last, setLast] = useState<readonly Contract[] | null>(null);
  if (load.status === 'ready' && load.data !== last) setLast(load.data);
  if (load.status === 'failed' && last !== null) setLast(null);
  return load.status === 'loading' && last
    ? { shown: { status: 'ready', data: last }, reloading: true }
    : { shown: load, reloading: false };
}

/**
 * The contracts tab of the profile (`/me/contracts`) and the single contract
 * (`/me/contracts/{id}`, with a link back to all): a loader, the load failure with a retry, the
 * empty text, or the cards oldest first. Spec: discovery §2 Customer profile (Contracts tab);
 * transactions §2 Route table, Profile tabs (contracts).
 */
export function ContractsTab({
  load,
  contractId,
  onChanged,
  cancellationEnabled = CONTRACT_CANCELLATION_ENABLED,
}: ContractsTabProps) {
  const { LL } = useI18n();
  const { shown, reloading } = useKeptWhileReloading(load);
  const card = (contract: Contract) => (
    <ContractCard
      contract={contract}
      cancellationEnabled={cancellationEnabled}
      onChanged={onChanged}
    />
  );
  const busy = reloading || undefined;

  return (
    <TabLoad load={shown} loadingLabel={LL.contracts.list.loading()}>
      {(contracts) => {
        if (contractId !== undefined) {
          const contract = contracts.find((c) => c.id === contractId);
          return (
            <div
              aria-busy={busy}
              className="flex flex-col items-start gap-4 [&>article]:self-stretch"
            >
              <Link href={profileTabPath('contracts')}>{LL.contracts.list.all()}</Link>
              {contract ? card(contract) : <p>{LL.contracts.list.notFound()}</p>}
            </div>
          );
        }
        if (contracts.length === 0) return <EmptyTab>{LL.contracts.empty()}</EmptyTab>;
        return (
          <ul aria-busy={busy} className="flex flex-col gap-4">
            {sortContracts(contracts).map((contract) => (
              <li key={contract.id}>{card(contract)}</li>
            ))}
          </ul>
        );
      }}
    </TabLoad>
  );
}
