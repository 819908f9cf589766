import { CATEGORY_SPACES, type CategorySpace } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { ToggleButton, ToggleButtonGroup } from '../ToggleButtonGroup';

/** Props of {@link CategorySpaces}. */
export interface CategorySpacesProps {
  /** The selected spaces (controlled). */
  selected: readonly CategorySpace[];
  /** Called with the new selection when a space is switched on or off. */
  onChange: (spaces: CategorySpace[]) => void;
}

/**
 * The category spaces strip of the search: ten toggles (family … travel), several at a time,
 * scrolling sideways on narrow screens. Reads the `search` namespace. Spec: discovery §2 Search
 * (list: "Category spaces strip"), §4 Default filters.
 */
export function CategorySpaces({ selected, onChange }: CategorySpacesProps) {
  const { LL } = useI18n();
  return (
    <div className="max-w-full overflow-x-auto p-1">
      <ToggleButtonGroup
        aria-label={LL.search.spaces.label()}
        selectionMode="multiple"
        disallowEmptySelection={false}
        selectedKeys={selected}
        onSelectionChange={(keys) => onChange(CATEGORY_SPACES.filter((space) => keys.has(space)))}
        className="flex w-max"
      >
        {CATEGORY_SPACES.map((space) => (
          <ToggleButton key={space} id={space}>
            {LL.search.spaces[space]()}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
