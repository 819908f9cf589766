import { useI18n } from '@kurse/i18n';
import {
  Button,
  Label,
  Tag,
  TagGroup as AriaTagGroup,
  TagList,
  type Key,
  type TagGroupProps as AriaTagGroupProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { readableForeground } from '../../theme/contrast';
import { Icon } from '../Icon';
import { tagVariants } from './TagGroup.variants';

/** One chip of a {@link TagGroup}. */
export interface TagItem {
  /** Unique key, passed back by `onRemove` and selection. */
  id: Key;
  /** The visible text and accessible name. */
  label: string;
  /** Category colour as `#rrggbb`; the text picks black or white for AA contrast. @default undefined */
  color?: string;
}

/** Props of {@link TagGroup}. */
export interface TagGroupProps extends Omit<AriaTagGroupProps, 'children'> {
  /** The chips. */
  items: TagItem[];
  /** Visible label; without it pass `aria-label`. @default undefined */
  label?: string;
}

/**
 * Chips on react-aria's TagGroup: arrow keys move between chips; with `onRemove` each chip gets a
 * remove button and Delete or Backspace removes the focused chip (the category filter's chip).
 */
export function TagGroup({ items, label, className, ...props }: TagGroupProps) {
  const { LL } = useI18n();
  return (
    <AriaTagGroup {...props} data-slot="tag-group" className={cn('flex flex-col gap-1', className)}>
      {label && <Label className="text-sm font-medium text-foreground">{label}</Label>}
      <TagList items={items} className="flex flex-wrap gap-2">
        {(item) => (
          <Tag
            id={item.id}
            textValue={item.label}
            data-slot="tag"
            data-color={item.color}
            style={
              item.color
                ? { backgroundColor: item.color, color: readableForeground(item.color) }
                : undefined
            }
            className={tagVariants({ colored: !!item.color, removable: !!props.onRemove })}
          >
            {({ allowsRemoving, isSelected }) => (
              <>
                {isSelected && <Icon name="check" size="sm" />}
                {item.label}
                {allowsRemoving && (
                  <Button
                    slot="remove"
                    aria-label={LL.ui.display.remove()}
                    className={cn(
                      'flex size-6 items-center justify-center rounded-full',
                      'data-[hovered]:bg-current/15 data-[pressed]:bg-current/25',
                      focusRing,
                    )}
                  >
                    <Icon name="close" size="sm" />
                  </Button>
                )}
              </>
            )}
          </Tag>
        )}
      </TagList>
    </AriaTagGroup>
  );
}
