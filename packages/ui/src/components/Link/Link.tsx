import { useI18n } from '@kurse/i18n';
import type { VariantProps } from 'class-variance-authority';
import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { linkVariants } from './Link.variants';
import { externalLinkProps, isExternalHref } from './external';
import { Icon } from '../Icon';

/** The external-link icon and the visually hidden "(opens in a new tab)" of external links. */
export function ExternalMark({ className }: { className?: string }) {
  const { LL } = useI18n();
  return (
    <>
      <Icon
        name="externalLink"
        slot="external-icon"
        className={cn('ms-1 inline-block size-[0.9em] align-[-0.1em]', className)}
      />
      <span className="sr-only"> {LL.ui.overlays.opensInNewTab()}</span>
    </>
  );
}

/** Props of {@link Link}. */
export interface LinkProps extends AriaLinkProps, VariantProps<typeof linkVariants> {
  /** `inline` in running text; `subtle` and `nav` in lists and menus. @default 'inline' */
  variant?: NonNullable<VariantProps<typeof linkVariants>['variant']>;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, an icon and a hidden hint. When left out,
   * absolute http(s) addresses count as external and paths as internal.
   * @default undefined
   */
  isExternal?: boolean;
}

/**
 * A link on react-aria-components. Internal paths navigate through the router given to
 * `UiProvider` (`navigate`); external links open in a new tab and say so to screen readers.
 */
export function Link({ variant, className, children, isExternal, ...props }: LinkProps) {
  const external = isExternalHref(props.href, isExternal);
  return (
    <AriaLink
      {...(external ? externalLinkProps : {})}
      {...props}
      data-slot="link"
      data-variant={variant ?? 'inline'}
      data-external={external || undefined}
      className={composeRenderProps(className, (className) =>
        cn(linkVariants({ variant }), className),
      )}
    >
      {composeRenderProps(children, (children) => (
        <>
          {children}
          {external && <ExternalMark />}
        </>
      ))}
    </AriaLink>
  );
}
