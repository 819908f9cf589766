import { useI18n } from '@kurse/i18n';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { alertVariants, toneIcon, type Tone } from './Alert.variants';

const toneRole: Record<Tone, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  danger: 'alert',
};

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Colour, icon and urgency. @default 'info' */
  tone?: Tone;
  /** A short bold first line. @default undefined */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Text of an optional action button, e.g. "Erneut versuchen". @default undefined */
  actionLabel?: string;
  /** Called when the action button is pressed. @default undefined */
  onAction?: () => void;
  /** Shows a dismiss button (named from the catalogue) that calls this. @default undefined */
  onDismiss?: () => void;
  /** Extra classes. @default undefined */
  className?: string;
}

/**
 * An inline message with tone, icon, title, text, optional action and dismiss. Danger and warning
 * are announced at once (`role="alert"`), info and success politely (`role="status"`).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  actionLabel,
  onAction,
  onDismiss,
  className,
}: AlertProps) {
  const { LL } = useI18n();
  return (
    <div
      role={toneRole[tone]}
      data-slot="alert"
      data-variant={tone}
      className={cn(alertVariants({ tone }), className)}
    >
      <Icon name={toneIcon[tone]} className="mt-0.5" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
        {actionLabel && onAction && (
          <Button variant="outline" size="sm" className="mt-2 self-start" onPress={onAction}>
            {actionLabel}
          </Button>
        )}
      </div>
      {onDismiss && (
        <Button
          variant="ghost"
          size="icon"
          className="-my-2 -me-2 size-8 text-current"
          aria-label={LL.ui.display.dismiss()}
          onPress={onDismiss}
        >
          <Icon name="close" size="sm" />
        </Button>
      )}
    </div>
  );
}
