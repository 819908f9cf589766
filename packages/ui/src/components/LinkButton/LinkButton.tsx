import type { VariantProps } from 'class-variance-authority';
import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../Button';
import { ExternalMark, externalLinkProps, isExternalHref } from '../Link';

type ButtonVariants = VariantProps<typeof buttonVariants>;

/** Props of {@link LinkButton}. */
export interface LinkButtonProps extends AriaLinkProps, ButtonVariants {
  /** Colour and weight, as a `Button`'s. @default 'primary' */
  variant?: NonNullable<ButtonVariants['variant']>;
  /** Height and padding, as a `Button`'s. @default 'md' */
  size?: NonNullable<ButtonVariants['size']>;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, an icon and a hidden hint. When left out,
   * absolute http(s) addresses count as external and paths as internal.
   * @default undefined
   */
  isExternal?: boolean;
}

/**
 * A link that looks like a button (`buttonVariants`), for navigation such as "Jetzt buchen" to the
 * event page. Internal paths go through the router given to `UiProvider`.
 */
export function LinkButton({
  variant,
  size,
  className,
  children,
  isExternal,
  ...props
}: LinkButtonProps) {
  const external = isExternalHref(props.href, isExternal);
  return (
    <AriaLink
      {...(external ? externalLinkProps : {})}
      {...props}
      data-slot="link-button"
      data-variant={variant ?? 'primary'}
      data-external={external || undefined}
      className={composeRenderProps(className, (className) =>
        cn(buttonVariants({ variant, size }), 'cursor-pointer', className),
      )}
    >
      {composeRenderProps(children, (children) => (
        <>
          {children}
          {external && <ExternalMark className="ms-0 size-4 align-middle" />}
        </>
      ))}
    </AriaLink>
  );
}
