import type { Contract } from '@kurse/api-client';
import { safeReturnAddress, type ContractCloseTarget } from '@kurse/domain';
import { coursePath } from '../../provider';
import { routePath } from '../../course';

/**
 * The address of the new-contract modal's close target (domain `contractCloseTarget`): the `from`
 * path; the course page or the provider page of the product's provider; the landing page when
 * the provider is unknown (the product did not load). Spec: transactions §2 New contract modal.
 */
export function closeTargetPath(target: ContractCloseTarget, slug: string | null | undefined) {
  if (target.kind === 'from') return target.path;
  if (!slug) return routePath('landing', {});
  return target.kind === 'course'
    ? coursePath(slug, target.courseId)
    : routePath('provider', { slug });
}

/** What the result pages read of a contract. */
type ContractPlace = Pick<Contract, 'courses' | 'provider' | 'booking'> & {
  event?: { id: number } | null;
};

/** The contract's first course and its provider's slug, when the contract names them. */
function courseOf(contract: ContractPlace): { slug: string; id: number } | null {
  const course = contract.courses?.[0];
  const slug = course?.provider?.slug ?? contract.provider?.slug ?? contract.booking?.provider.slug;
  return course && slug ? { slug, id: course.id } : null;
}

/**
 * Where closing the contract success page (and cancelling on the failure page) leads: the
 * course page of the contract's first course, else — nothing loaded, or no course named — the
 * profile. Spec: transactions §2 Contract success page, Contract failure page.
 */
export function contractDonePath(contract: ContractPlace | null): string {
  const course = contract && courseOf(contract);
  return course ? coursePath(course.slug, course.id) : routePath('profile', {});
}

/**
 * The failure page's try-again: the new-contract page of the product with `from`, `courseId`
 * and `eventId` — from the page's own query when it carries them (`from` only when it is a
 * return address of this site, domain `safeReturnAddress`), else from the contract (its first
 * course page, that course and its event). Spec: transactions §2 Contract failure page.
 */
export function contractRetryPath(
  productId: string,
  contract: ContractPlace | null,
  query: URLSearchParams,
): string {
  const course = contract && courseOf(contract);
  return routePath(
    'contractConfirm',
    { id: productId },
    {
      from:
        safeReturnAddress(query.get('from'), null) ??
        (course ? coursePath(course.slug, course.id) : null),
      courseId: query.get('courseId') || course?.id,
      eventId: query.get('eventId') || contract?.event?.id,
    },
  );
}
