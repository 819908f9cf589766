import { TEXT_LIMITS } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { CourseCard } from '@kurse/ui';
import { useId } from 'react';
import { coursePath } from '../offers/course-path';
import { RecommendedProvider } from './RecommendedProvider';
import { useRecommendations, type RecommendationsOf } from './use-recommendations';

/**
 * Recommendations of a provider or course: recommended courses as course cards (and recommended
 * providers as small cards), each leading to its page. Nothing shows while they load, when there
 * are none, or when loading failed (no message). Reads the `provider`, `course`, `states` and
 * `search` namespaces. Spec: discovery §2 Provider page, Course page; §7; §8.
 */
export function Recommendations(props: RecommendationsOf) {
  const { LL } = useI18n();
  const items = useRecommendations(props);
  const id = useId();
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4" data-slot="recommendations">
      <h2 id={id} className="text-xl font-semibold">
        {LL.provider.recommendations.title()}
      </h2>
      <ul className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={`${item.modelName}-${item.id}`}>
            {item.modelName === 'course' ? (
              <CourseCard
                course={item}
                excerptLength={TEXT_LIMITS.courseExcerpt}
                href={item.provider?.slug ? coursePath(item.provider.slug, item.id) : undefined}
              />
            ) : (
              <RecommendedProvider provider={item} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
