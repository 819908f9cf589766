import { RatingsPanel } from '../ratings';
import { Recommendations } from '../recommendations';
import { ProviderCourses } from './ProviderCourses';
import { ProviderView } from './ProviderView';
import type { ProviderData } from './types';

/**
 * The whole provider page for a loaded provider: the mini-site ({@link ProviderView}) with the
 * provider's courses, ratings and recommendations below (not for external providers). Used by
 * the provider home and the preview. Spec: discovery §2 Provider page, Provider preview.
 */
export function ProviderPage({ provider }: { provider: ProviderData }) {
  return (
    <ProviderView provider={provider}>
      <ProviderCourses provider={provider} />
      <RatingsPanel providerId={provider.id} />
      <Recommendations providerId={provider.id} />
    </ProviderView>
  );
}
