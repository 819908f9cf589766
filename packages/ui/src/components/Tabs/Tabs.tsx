import { useI18n } from '@kurse/i18n';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

/** Tabs: a {@link TabList} of {@link Tab}s and one {@link TabPanel} per tab, linked by `id`. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      data-slot="tabs"
      className={composeRenderProps(className, (className) =>
        cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className),
      )}
    />
  );
}

/** The row of tabs; it scrolls sideways when the tabs do not fit (narrow screens). Needs a label. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      data-slot="tab-list"
      className={composeRenderProps(className, (className) =>
        cn(
          'flex max-w-full overflow-x-auto border-b border-border [scrollbar-width:thin]',
          'data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-e data-[orientation=vertical]:border-b-0',
          className,
        ),
      )}
    />
  );
}

/** Props of {@link Tab}. */
export interface TabProps extends AriaTabProps {
  /**
   * A number shown as a badge after the label, e.g. 3 bookings. Screen readers hear it as part of
   * the tab's name: "Buchungen (3 Einträge)". @default undefined
   */
  count?: number;
}

/** A tab with an optional count badge. Arrow keys move between tabs, Home and End jump. */
export function Tab({ count, className, children, ...props }: TabProps) {
  const { LL } = useI18n();
  return (
    <AriaTab
      {...props}
      data-slot="tab"
      className={composeRenderProps(className, (className) =>
        cn(
          'group flex shrink-0 cursor-default items-center gap-2 border-b-2 border-transparent px-3 py-2 font-medium whitespace-nowrap text-muted-foreground transition-colors select-none',
          'data-[hovered]:text-foreground data-[selected]:border-primary data-[selected]:text-foreground',
          'data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText] forced-colors:data-[selected]:border-[Highlight]',
          focusRing,
          'rounded-t-sm data-[focus-visible]:outline-offset-[-2px]',
          className,
        ),
      )}
    >
      {composeRenderProps(children, (children) => (
        <>
          {children}
          {count !== undefined && (
            <>
              <span
                aria-hidden
                data-slot="tab-count"
                className="min-w-6 rounded-full bg-muted px-2 text-center text-sm font-semibold text-muted-foreground tabular-nums group-data-[selected]:bg-primary group-data-[selected]:text-primary-foreground forced-colors:border forced-colors:border-[CanvasText]"
              >
                {count}
              </span>
              <span className="sr-only"> {LL.ui.overlays.tabCount({ count })}</span>
            </>
          )}
        </>
      ))}
    </AriaTab>
  );
}

/** The content of the tab with the same `id`. It takes focus after the tab list when it has no focusable content. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      data-slot="tab-panel"
      className={composeRenderProps(className, (className) =>
        cn('flex-1 rounded-sm', focusRing, className),
      )}
    />
  );
}
