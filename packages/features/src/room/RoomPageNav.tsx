import type { RoomPage } from '@kurse/api-client';
import { ROOM_DROPDOWN_MAX_HEIGHT_PX } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn, Link, Select, SelectItem } from '@kurse/ui';

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

/** "3. Title": the page's number before its title. */
const label = (page: RoomPage, index: number) => `${index + 1}. ${page.title}`;

/**
 * The page list of a room: a dropdown on small screens (its list at most 380 px high) and a side
 * navigation of links from the md breakpoint (768 px), the shown page marked current. Both stay
 * in the document; CSS shows one, so the other is hidden from everyone.
 * Spec: transactions §2 Room, §9 (room dropdown max height 380 px).
 */
export function RoomPageNav({ pages, current, href, onShow, onGoTo }: RoomPageNavProps) {
  const { LL } = useI18n();
  const items = pages.map((page, index) => ({ id: String(index), page, index }));
  return (
    <>
      <Select
        label={LL.rooms.choosePage()}
        items={items}
        selectedKey={String(current)}
        onSelectionChange={(key) => key !== null && onGoTo(Number(key))}
        maxListHeight={ROOM_DROPDOWN_MAX_HEIGHT_PX}
        className="md:hidden"
      >
        {(item) => (
          <SelectItem textValue={label(item.page, item.index)}>
            {label(item.page, item.index)}
          </SelectItem>
        )}
      </Select>
      <nav aria-label={LL.rooms.pages()} className="hidden md:block">
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
    </>
  );
}
