import { TEXT_LIMITS, truncate } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import type { ReactNode } from 'react';
import {
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading,
  composeRenderProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Icon } from '../Icon';

/** Props of {@link Disclosure}. */
export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children'> {
  /** The heading text inside the toggle button, e.g. "Bewertungen" with a count badge. */
  title: ReactNode;
  /** Level of the heading around the toggle button. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The content shown when expanded. */
  children: ReactNode;
  /**
   * Called when the pointer or the focus reaches the toggle button, before it is pressed: a
   * panel whose content loads on demand starts fetching its code here. @default undefined
   */
  onTriggerIntent?: () => void;
}

/**
 * A section that opens and closes from a heading button (aria-expanded), e.g. the mobile events
 * panel or the ratings panel (`isDisabled` until the ratings have loaded).
 */
export function Disclosure({
  title,
  headingLevel = 3,
  className,
  children,
  onTriggerIntent,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure
      {...props}
      data-slot="disclosure"
      className={composeRenderProps(className, (className) =>
        cn('group w-full border-b border-border', className),
      )}
    >
      <Heading level={headingLevel} className="m-0">
        <Button
          slot="trigger"
          variant="ghost"
          onHoverStart={onTriggerIntent}
          onFocus={onTriggerIntent}
          className="h-auto w-full justify-between px-2 py-3 text-start text-base font-semibold whitespace-normal"
        >
          {title}
          <Icon
            name="chevronDown"
            className="transition-transform group-data-[expanded]:rotate-180 motion-reduce:transition-none"
          />
        </Button>
      </Heading>
      <DisclosurePanel data-slot="disclosure-panel" className="px-2 group-data-[expanded]:pb-4">
        {children}
      </DisclosurePanel>
    </AriaDisclosure>
  );
}

/** The collapsed text: cut by `truncate` at the last word boundary within `max` characters. */
function preview(text: string, max: number): string {
  const head = Array.from(text)
    .slice(0, max + 1)
    .join('');
  const boundary = head.search(/\s\S*$/);
  return truncate(text, boundary > max / 2 ? Array.from(head.slice(0, boundary)).length : max);
}

/** Props of {@link ReadMore}. */
export interface ReadMoreProps extends Omit<AriaDisclosureProps, 'children' | 'className'> {
  /** The full text. */
  children: string;
  /** Texts up to this many characters show in full without a toggle. @default 200 */
  maxLength?: number;
  /** Classes of the outer element. @default undefined */
  className?: string;
}

/**
 * A long text cut at `maxLength` characters with a "Mehr lesen" / "Weniger anzeigen" toggle
 * (aria-expanded) after it. Spec: transactions §2 (read-more toggle above 200 characters).
 */
export function ReadMore({
  children,
  maxLength = TEXT_LIMITS.readMoreThreshold,
  className,
  ...props
}: ReadMoreProps) {
  const { LL } = useI18n();
  if (Array.from(children).length <= maxLength) {
    return <p className={cn('whitespace-pre-line', className)}>{children}</p>;
  }
  return (
    <AriaDisclosure {...props} data-slot="read-more" className={cn('group', className)}>
      {({ isExpanded }) => (
        <>
          {!isExpanded && <p className="whitespace-pre-line">{preview(children, maxLength)}</p>}
          <DisclosurePanel>
            <p className="whitespace-pre-line">{children}</p>
          </DisclosurePanel>
          <Button slot="trigger" variant="ghost" size="sm" className="-ms-3 mt-1 text-primary">
            {isExpanded ? LL.ui.overlays.readLess() : LL.ui.overlays.readMore()}
            <Icon
              name="chevronDown"
              size="sm"
              className="transition-transform group-data-[expanded]:rotate-180 motion-reduce:transition-none"
            />
          </Button>
        </>
      )}
    </AriaDisclosure>
  );
}
