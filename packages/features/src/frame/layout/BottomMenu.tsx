import { providerMenuEntries, type ProviderMenuEntry, type RouteKind } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Icon, Link, type IconName } from '@kurse/ui';
import { useFrameProvider } from './use-frame-provider';

/** Props of {@link BottomMenu}. */
export interface BottomMenuProps {
  /** The provider slug of the address; the menu shows once that provider is loaded. */
  slug: string | null;
  /** The page shown, to mark its entry as current. */
  kind: RouteKind;
}

const paths: Record<ProviderMenuEntry, string> = {
  provider: '',
  courses: '/courses',
  blog: '/blog',
};
const icons: Record<ProviderMenuEntry, IconName> = {
  provider: 'user',
  courses: 'calendar',
  blog: 'list',
};

/** The entry a page belongs to, and whether it is that entry's own page. */
function currentEntry(kind: RouteKind): { entry: ProviderMenuEntry; exact: boolean } | null {
  if (kind === 'provider') return { entry: 'provider', exact: true };
  if (kind === 'courses') return { entry: 'courses', exact: true };
  if (kind === 'course' || kind === 'event') return { entry: 'courses', exact: false };
  if (kind === 'blog') return { entry: 'blog', exact: true };
  if (kind === 'post') return { entry: 'blog', exact: false };
  return null;
}

/**
 * The menu of provider pages: provider, courses and blog (provider only for external providers),
 * the current one marked. Sticks to the bottom of the screen on phones; a plain bar from 768 px.
 * Spec: discovery §2 Navigation and frame.
 */
export function BottomMenu({ slug, kind }: BottomMenuProps) {
  const { LL } = useI18n();
  const provider = useFrameProvider(slug);
  if (!provider) return null;
  const current = currentEntry(kind);
  return (
    <nav
      aria-label={LL.nav.bottomMenu.label()}
      data-slot="bottom-menu"
      className="sticky bottom-0 z-10 border-t border-border bg-surface text-surface-foreground max-md:min-h-(--bottom-inset) md:static"
    >
      <ul className="mx-auto flex max-w-6xl justify-around md:justify-center md:gap-6">
        {providerMenuEntries(provider).map((entry) => {
          const isCurrent = current?.entry === entry;
          return (
            <li key={entry} className="flex-1 md:flex-none">
              <Link
                href={`/${provider.slug}${paths[entry]}`}
                variant="nav"
                aria-current={isCurrent ? (current.exact ? 'page' : 'true') : undefined}
                className="flex min-h-12 w-full flex-col justify-center gap-0.5 text-sm md:flex-row md:gap-2"
              >
                <Icon name={icons[entry]} />
                {LL.nav.bottomMenu[entry]()}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
