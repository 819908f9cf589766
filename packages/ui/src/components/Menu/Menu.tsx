import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Separator,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Popover, type PopoverProps } from '../Popover';

/** Props of {@link Menu}. */
export interface MenuProps<T> extends AriaMenuProps<T> {
  /** Where the menu opens next to its trigger. @default 'bottom start' */
  placement?: PopoverProps['placement'];
}

/**
 * A menu of actions and links in a popover; put it in a `MenuTrigger` after its trigger button.
 * Arrow keys move, Enter or Space choose (`onAction`), typing jumps to an item, Escape closes.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} showArrow={false} className="min-w-48">
      <AriaMenu
        {...props}
        data-slot="menu"
        className={composeRenderProps(className, (className) =>
          cn('max-h-[inherit] overflow-auto p-1 outline-none', className),
        )}
      />
    </Popover>
  );
}

/** Props of {@link MenuItem}. */
export type MenuItemProps<T = object> = AriaMenuItemProps<T>;

/** An item of a {@link Menu}: an action (`onAction`) or, with `href`, a link through the router. */
export function MenuItem<T extends object>({ className, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      textValue={textValue ?? (typeof props.children === 'string' ? props.children : undefined)}
      {...props}
      data-slot="menu-item"
      className={composeRenderProps(className, (className) =>
        cn(
          'flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-foreground outline-none select-none',
          'data-[focused]:bg-muted data-[disabled]:opacity-50 data-[href]:cursor-pointer',
          'forced-colors:data-[focused]:bg-[Highlight] forced-colors:data-[focused]:text-[HighlightText]',
          'forced-colors:data-[disabled]:text-[GrayText] [&_svg]:size-4 [&_svg]:shrink-0',
          className,
        ),
      )}
    />
  );
}

/** Props of {@link MenuSection}. */
export interface MenuSectionProps<T> extends AriaMenuSectionProps<T> {
  /** The visible heading of the section, which also names it. @default undefined */
  title?: ReactNode;
}

/** A group of menu items with an optional heading. */
export function MenuSection<T extends object>({
  title,
  className,
  children,
  ...props
}: MenuSectionProps<T>) {
  return (
    <AriaMenuSection
      {...props}
      data-slot="menu-section"
      className={cn('not-first:mt-1', className)}
    >
      {title != null && (
        <Header className="px-3 pt-2 pb-1 text-sm font-semibold text-muted-foreground">
          {title}
        </Header>
      )}
      <Collection items={props.items}>{children}</Collection>
    </AriaMenuSection>
  );
}

/** A line between menu items or sections. */
export function MenuSeparator({ className }: { className?: string }) {
  return (
    <Separator
      data-slot="menu-separator"
      className={cn('mx-2 my-1 border-t border-border', className)}
    />
  );
}
