import type { VariantProps } from 'class-variance-authority';
import type { Ref } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { buttonVariants } from './Button.variants';
import { Icon } from '../Icon';

type ButtonVariants = VariantProps<typeof buttonVariants>;

/** Props of {@link Button}. */
export interface ButtonProps extends AriaButtonProps, ButtonVariants {
  /** Colour and weight; `danger` for a destructive action. @default 'primary' */
  variant?: NonNullable<ButtonVariants['variant']>;
  /** Height and padding; `icon` is a square for an icon alone. @default 'md' */
  size?: NonNullable<ButtonVariants['size']>;
  /** Label read to assistive technology while `isPending`. @default undefined */
  pendingLabel?: string;
  /** The rendered `<button>` (e.g. to anchor a popover to it). @default undefined */
  ref?: Ref<HTMLButtonElement>;
}

/** A button on react-aria-components: variants, sizes, and a pending state with a spinner. */
export function Button({
  variant,
  size,
  className,
  children,
  pendingLabel,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={composeRenderProps(className, (className) =>
        cn(buttonVariants({ variant, size }), className),
      )}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          {isPending && (
            <Icon name="loader" size="sm" className="animate-spin motion-reduce:animate-none" />
          )}
          {isPending && pendingLabel ? <span className="sr-only">{pendingLabel}</span> : null}
          {children}
        </>
      ))}
    </AriaButton>
  );
}
