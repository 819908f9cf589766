import { sortByCreatedAt } from './booking';
import { safeReturnAddress } from './return-address';

/** Cancelling a contract is switched off in the interface; the button stays disabled. Spec: transactions §2 Profile tabs. */
export const CONTRACT_CANCELLATION_ENABLED = false;
/** Product descriptions longer than this get a read-more toggle. Spec: transactions §2 New contract modal, §9. */
export const DESCRIPTION_READ_MORE_THRESHOLD = 200;

/** Contract statuses from the server. Spec: transactions §3 Contract, §4 Contract. */
export type ContractStatus = 'activated' | 'ended' | 'expired' | 'canceled';
/** Display key of a contract status. Spec: transactions §4 Contract, discovery §4. */
export type ContractStatusKey = 'running' | 'expired' | 'canceled';

const STATUS_DISPLAY: Readonly<Record<string, ContractStatusKey>> = {
  activated: 'running',
  ended: 'expired',
  expired: 'expired',
  canceled: 'canceled',
};

/**
 * Display key of a contract status: activated → running, ended and expired → expired, canceled →
 * canceled; null for a status the spec does not name. Spec: transactions §4 Contract, discovery §4.
 */
export function contractStatusDisplay(status: string): ContractStatusKey | null {
  return STATUS_DISPLAY[status] ?? null;
}

/** Contract card badge. Spec: transactions §2 Profile tabs (contracts tab). */
export interface ContractBadge {
  tone: 'info' | 'success' | 'warning' | 'secondary';
  label: ContractStatusKey | 'plan';
}

/**
 * Contract card badge. Spec: transactions §2 Profile tabs, discovery §2 Contracts tab.
 * Plan products → info 'plan'. Active → its status key (running when unknown), tone warning when
 * canceled or `cancelAt` is set, else success. Inactive → 'expired' with the neutral tone 'secondary'.
 */
export function contractBadge(contract: {
  active: boolean;
  status: string;
  cancelAt?: string | null;
  product?: { typeOf?: string | null } | null;
}): ContractBadge {
  if (contract.product?.typeOf === 'plan') return { tone: 'info', label: 'plan' };
  if (!contract.active) return { tone: 'secondary', label: 'expired' };
  const canceling = contract.status === 'canceled' || Boolean(contract.cancelAt);
  return {
    tone: canceling ? 'warning' : 'success',
    label: contractStatusDisplay(contract.status) ?? 'running',
  };
}

/** Contracts oldest first by `createdAt`. Spec: transactions §2 Profile tabs (contracts tab). */
export function sortContracts<T extends { createdAt?: string | null }>(
  contracts: readonly T[],
): T[] {
  return sortByCreatedAt(contracts, 'asc');
}

/** Dates a contract card may show. Spec: transactions §3 Contract. */
export interface ContractDates {
  endsAt?: string | null;
  endedAt?: string | null;
  cancelAt?: string | null;
  cancelsAt?: string | null;
  canceledAt?: string | null;
  currentPeriodEnd?: string | null;
}

/**
 * The date line of a contract card: end date, else cancel date, else next period start
 * (`currentPeriodEnd`); null when none is set. Spec: transactions §2 Profile tabs.
 * Precedence: endsAt, endedAt, then cancelAt, cancelsAt, canceledAt, then currentPeriodEnd.
 */
export function contractDateLine(
  contract: ContractDates,
): { kind: 'end' | 'cancel' | 'nextPeriod'; date: string } | null {
  const end = contract.endsAt || contract.endedAt;
  if (end) return { kind: 'end', date: end };
  const cancel = contract.cancelAt || contract.cancelsAt || contract.canceledAt;
  if (cancel) return { kind: 'cancel', date: cancel };
  return contract.currentPeriodEnd ? { kind: 'nextPeriod', date: contract.currentPeriodEnd } : null;
}

/**
 * The event of the new-contract modal: the one whose id equals the `eventId` query, else the first;
 * null without events. Ids are compared as strings. Spec: transactions §2 New contract modal.
 */
export function chooseContractEvent<T extends { id: string | number }>(
  events: readonly T[],
  eventId: string | number | null | undefined,
): T | null {
  const match =
    eventId == null ? undefined : events.find((event) => String(event.id) === String(eventId));
  return match ?? events[0] ?? null;
}

/** The invoice anchor is shown when set and not `start_date`. Spec: transactions §2 New contract modal. */
export function showsInvoiceAnchor(invoiceAnchor: string | null | undefined): boolean {
  return Boolean(invoiceAnchor) && invoiceAnchor !== 'start_date';
}

/** Other events show when the product is not eventOnly and has more than one. Spec: transactions §2 New contract modal. */
export function showsOtherEvents(product: {
  eventOnly?: boolean | null;
  events: readonly unknown[];
}): boolean {
  return !product.eventOnly && product.events.length > 1;
}

/** The total cost line shows for plans. Spec: transactions §2 New contract modal. */
export function showsTotalCost(product: { typeOf?: string | null }): boolean {
  return product.typeOf === 'plan';
}

/** Read-more toggle above 200 characters. Spec: transactions §2 New contract modal, §9. */
export function needsReadMore(description: string | null | undefined): boolean {
  return (description ?? '').length > DESCRIPTION_READ_MORE_THRESHOLD;
}

/** Where close or cancel in the new-contract modal goes. Spec: transactions §2 New contract modal. */
export type ContractCloseTarget =
  | { kind: 'from'; path: string }
  | { kind: 'course'; courseId: string | number }
  | { kind: 'provider' };

/**
 * Close target of the new-contract modal: the `from` query path, else the first event's course
 * page, else the provider page. Spec: transactions §2 New contract modal. `from` counts only as
 * a return address of this site (`safeReturnAddress`), so the query cannot send users elsewhere.
 * The product's events do not name their course in the API, so the first event's course is its
 * `course` when given, else `courseId` (the `courseId` query: the course the modal was opened from).
 */
export function contractCloseTarget(i: {
  from?: string | null;
  events?: readonly { course?: { id: string | number } | null }[] | null;
  courseId?: string | number | null;
}): ContractCloseTarget {
  const from = safeReturnAddress(i.from, null);
  if (from !== null) return { kind: 'from', path: from };
  const courseId = i.events?.[0]?.course?.id ?? i.courseId;
  return courseId != null && courseId !== '' ? { kind: 'course', courseId } : { kind: 'provider' };
}

/**
 * The total cost line of a plan in cents: the product's `priceTotal`, else price × `periodCount`;
 * null when neither is known. Spec: transactions §2 New contract modal (total cost for plans), §3
 * Product.
 */
export function productTotalCost(product: {
  price: number;
  priceTotal?: number | null;
  periodCount?: number | null;
}): number | null {
  if (product.priceTotal != null) return product.priceTotal;
  return product.periodCount ? product.price * product.periodCount : null;
}

/**
 * The event names a contract's success page lists: the product's events when it names them,
 * else the contract's own event; blank and repeated names left out. Spec: transactions §2
 * Contract success page.
 */
export function contractEventNames(contract: {
  event?: { name?: string | null } | null;
  product?: { events?: readonly { name?: string | null }[] | null } | null;
}): string[] {
  const events = contract.product?.events?.length ? contract.product.events : [contract.event];
  const names = events.map((e) => e?.name?.trim() ?? '').filter((name) => name !== '');
  return [...new Set(names)];
}
