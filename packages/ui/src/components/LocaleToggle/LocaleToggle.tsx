import { otherLocale, useI18n } from '@kurse/i18n';
import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../Button';
import { Icon } from '../Icon';

/** Props of {@link LocaleToggle}. */
export interface LocaleToggleProps extends Omit<ButtonProps, 'children' | 'onPress'> {
  /** Shows the language icon before the name. @default true */
  showIcon?: boolean;
}

/**
 * The visible language switch: names the other language in that language ("English" on German
 * pages, "Deutsch" on English ones, with `lang` set) and switches to it on press through
 * `useI18n().setLocale`. Screen readers hear "English (Sprache wechseln)", the visible name first. Spec: discovery §1.
 */
export function LocaleToggle({
  showIcon = true,
  variant = 'ghost',
  size = 'sm',
  className,
  ...props
}: LocaleToggleProps) {
  const { LL, locale, setLocale } = useI18n();
  const target = otherLocale(locale);
  // The language's own name comes from the platform, in that language (never a catalogue string).
  const name = useMemo(
    () => new Intl.DisplayNames([target], { type: 'language' }).of(target) ?? target,
    [target],
  );
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      data-slot="locale-toggle"
      className={cn('gap-1.5', className)}
      onPress={() => setLocale(target)}
    >
      {showIcon && <Icon name="languages" size="sm" />}
      <span lang={target}>{name}</span>
      <span className="sr-only"> {LL.ui.overlays.switchLanguage()}</span>
    </Button>
  );
}
