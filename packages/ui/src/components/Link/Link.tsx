import { useI18n } from '@kurse/i18n';
import { cva, type VariantProps } from 'class-variance-authority';
import { ExternalLink } from 'lucide-react';
import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

/** Link styles by variant: `inline` for links in running text, `subtle` and `nav` for lists and menus. */
export const linkVariants = cva(
  [
    'rounded-sm transition-colors cursor-pointer',
    'data-[disabled]:cursor-default data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText]',
    focusRing,
  ],
  {
    variants: {
      variant: {
        inline:
          'text-primary underline decoration-1 underline-offset-2 data-[hovered]:decoration-2 data-[hovered]:text-primary-hover forced-colors:text-[LinkText]',
        subtle:
          'text-foreground underline-offset-2 data-[hovered]:underline data-[hovered]:text-primary forced-colors:text-[LinkText]',
        nav: 'inline-flex items-center gap-1 px-2 py-1 font-medium text-muted-foreground underline-offset-4 data-[hovered]:text-foreground data-[current]:text-foreground data-[current]:underline data-[current]:decoration-2 forced-colors:text-[LinkText]',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** Whether a link leaves the app: forced by `isExternal`, else any absolute http(s) address. */
export function isExternalHref(href: string | undefined, isExternal?: boolean): boolean {
  return isExternal ?? (href !== undefined && ABSOLUTE_HTTP.test(href));
}

/** The attributes that open an external link in a new tab without giving it our window. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The external-link icon and the visually hidden "(opens in a new tab)" of external links. */
export function ExternalMark({ className }: { className?: string }) {
  const { LL } = useI18n();
  return (
    <>
      <ExternalLink
        aria-hidden
        data-slot="external-icon"
        className={cn('ms-1 inline-block size-[0.9em] shrink-0 align-[-0.1em]', className)}
      />
      <span className="sr-only"> {LL.ui.overlays.opensInNewTab()}</span>
    </>
  );
}

/** Props of {@link Link}. */
export interface LinkProps extends AriaLinkProps, VariantProps<typeof linkVariants> {
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
