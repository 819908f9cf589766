import type { RoomPage } from '@kurse/api-client';
import { ROOM_DROPDOWN_MAX_HEIGHT_PX } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Select, SelectItem } from '@kurse/ui';
import { roomPageLabel } from './room-page-label';

/** Props of {@link RoomPageSelect}. */
export interface RoomPageSelectProps {
  pages: readonly RoomPage[];
  /** 0-based index of the page shown. */
  current: number;
  /** A page was chosen (the caller changes the address). */
  onGoTo: (index: number) => void;
}

/**
 * The room's page list on small screens: a dropdown whose list is at most 380 px high. Its own
 * module, loaded only below the md breakpoint (the listbox and popover are most of its weight).
 * Spec: transactions §2 Room, §9 (room dropdown max height 380 px).
 */
export function RoomPageSelect({ pages, current, onGoTo }: RoomPageSelectProps) {
  const { LL } = useI18n();
  const items = pages.map((page, index) => ({ id: String(index), page, index }));
  return (
    <Select
      label={LL.rooms.choosePage()}
      items={items}
      selectedKey={String(current)}
      onSelectionChange={(key) => key !== null && onGoTo(Number(key))}
      maxListHeight={ROOM_DROPDOWN_MAX_HEIGHT_PX}
    >
      {(item) => (
        <SelectItem textValue={roomPageLabel(item.page, item.index)}>
          {roomPageLabel(item.page, item.index)}
        </SelectItem>
      )}
    </Select>
  );
}
