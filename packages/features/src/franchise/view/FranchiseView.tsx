import type { FranchiseData } from './use-franchise-load';
import { useI18n } from '@kurse/i18n';
import { Gallery, Icon, LinkButton, ProviderHeader, ThemeSurface, franchiseTheme } from '@kurse/ui';
import { useId, type ReactNode } from 'react';
import { routePath } from '../../course';
import { ProviderDescription } from '../../provider';
import { FranchisePanel } from './FranchisePanel';
import { FranchiseProviders } from './FranchiseProviders';
import { PartnerBadge } from './PartnerBadge';

/** Props of {@link FranchiseView}. */
export interface FranchiseViewProps extends FranchiseData {
  /** The small fixed map of the main address (maps issue). @default undefined */
  smallMap?: ReactNode;
  /** The providers map (maps issue). @default undefined */
  providersMap?: ReactNode;
}

/**
 * The links to the franchise's schedule and full-screen map, which have no other way in.
 * Spec: discovery §2 Franchise pages (franchise map, franchise schedule).
 */
function FranchisePages({ id }: { id: string }) {
  const { LL } = useI18n();
  const texts = LL.franchise.pages;
  return (
    <nav aria-label={texts.label()} className="mt-6">
      <ul className="flex flex-wrap gap-3">
        <li>
          <LinkButton href={routePath('franchiseSchedule', { id })} variant="outline">
            <Icon name="calendar" size="sm" />
            {texts.schedule()}
          </LinkButton>
        </li>
        <li>
          <LinkButton href={routePath('franchiseMap', { id })} variant="outline">
            <Icon name="map" size="sm" />
            {texts.map()}
          </LinkButton>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The franchise page: the header on the franchise's colour (default purple-to-red gradient when
 * it has none or black, `franchiseTheme`) with logo, name, subtitle or the default intro and the
 * partner badge, and links to its schedule and map; then gallery, description (sanitised) and side panel; then the locations.
 * The map slots stay empty until the maps issue fills them. Spec: discovery §2 Franchise page.
 */
export function FranchiseView({
  franchise,
  providers,
  smallMap,
  providersMap,
}: FranchiseViewProps) {
  const { LL } = useI18n();
  const titleId = useId();
  const subTitle =
    franchise.subTitle?.trim() || LL.franchise.defaultIntro({ name: franchise.name });
  const images = (franchise.images ?? []).map((src, i) => ({
    src,
    alt: LL.provider.image({ provider: franchise.name, index: i + 1 }),
  }));
  return (
    <article aria-labelledby={titleId}>
      <ThemeSurface theme={franchiseTheme(franchise.primaryColor)}>
        <div className="mx-auto w-full max-w-6xl px-4 py-8">
          <ProviderHeader
            provider={{ name: franchise.name, subTitle, logo: franchise.logo }}
            titleId={titleId}
          >
            <PartnerBadge />
          </ProviderHeader>
          <FranchisePages id={franchise.slug} />
        </div>
      </ThemeSurface>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8">
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-8 empty:hidden">
            {images.length > 0 && <Gallery images={images} />}
            <ProviderDescription text={franchise.description} />
          </div>
          <FranchisePanel
            franchise={franchise}
            map={smallMap}
            className="rounded-xl border border-border bg-surface p-5"
          />
        </div>
        {providers.length > 0 && (
          <FranchiseProviders
            providers={providers}
            franchiseLogo={franchise.logo}
            map={providersMap}
          />
        )}
      </div>
    </article>
  );
}
