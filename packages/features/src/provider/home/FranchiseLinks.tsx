import type { FranchiseRef } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Link } from '@kurse/ui';
import { useId } from 'react';
import { routePath } from '../../course';

/**
 * The franchises the provider belongs to, each linking to its franchise page (the route table's
 * `franchise` pattern, by slug). Nothing when there are none.
 * Spec: discovery §2 Provider page (franchises), Route table.
 */
export function FranchiseLinks({ franchises }: { franchises: readonly FranchiseRef[] }) {
  const { LL } = useI18n();
  const id = useId();
  if (franchises.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {LL.provider.franchises()}
      </h2>
      <ul className="flex flex-wrap gap-4">
        {franchises.map((franchise) => (
          <li key={franchise.slug}>
            <Link
              href={routePath('franchise', { id: franchise.slug })}
              variant="subtle"
              className="inline-flex items-center gap-2 font-medium"
            >
              {franchise.logo && (
                <img
                  src={franchise.logo}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                  className="size-10 rounded-md object-contain"
                />
              )}
              {franchise.name ?? franchise.slug}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
