import type { RoomPage } from '@kurse/api-client';
import { isBelowTablet } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn, Link, useWindowWidth } from '@kurse/ui';
import { lazy, Suspense } from 'react';
import { loadRoomPageSelect } from './preload-room-page-select';

const RoomPageSelect = lazy(() =>
  loadRoomPageSelect().then((m) => ({ default: m.RoomPageSelect })),
);

/** Props of {@link RoomPageNav}. */
export interface RoomPageNavProps {
  pages: readonly RoomPage[];
  /** 0-based index of the page shown. */
  current: number;
  /** The address of a page (`?page=` with its number). */
  href: (index: number) => string;
  /** A side-navigation link was followed (the link itself changes the address). */
  onShow: (index: number) => void;
  /** A page was chosen in the dropdown (the caller changes the address). */
  onGoTo: (index: number) => void;
}

/**
 * The page list of a room: below the md breakpoint (768 px) a dropdown (its list at most 380 px
 * high, loaded only there), from it a side navigation of links, the shown page marked current.
 * Spec: transactions §2 Room, §9 (room dropdown max height 380 px).
 */
export function RoomPageNav({ pages, current, href, onShow, onGoTo }: RoomPageNavProps) {
  const { LL } = useI18n();
  const phone = isBelowTablet(useWindowWidth());
  if (phone) {
    return (
      <Suspense fallback={<div className="h-16" aria-hidden />}>
        <RoomPageSelect pages={pages} current={current} onGoTo={onGoTo} />
      </Suspense>
    );
  }
  const items = pages.map((page, index) => ({ id: String(index), page, index }));
  return (
    <nav aria-label={LL.rooms.pages()}>
      <p className="mb-2 px-3 text-sm font-semibold text-muted-foreground" aria-hidden>
        {LL.rooms.pages()}
      </p>
      <ol className="flex flex-col gap-0.5">
        {items.map(({ id, page, index }) => {
          const isCurrent = index === current;
          return (
            <li key={id}>
              <Link
                href={href(index)}
                onPress={() => onShow(index)}
                variant="subtle"
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex gap-2 rounded-md px-3 py-2 text-sm',
                  isCurrent && 'bg-muted font-semibold text-foreground',
                )}
              >
                <span className="tabular-nums text-muted-foreground">{index + 1}.</span>
                <span>{page.title}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
