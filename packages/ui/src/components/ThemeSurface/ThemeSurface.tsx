import type { CSSProperties, HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { themeStyle, type Theme } from '../../theme/theme';

/** Props of {@link ThemeSurface}. */
export interface ThemeSurfaceProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The provider or franchise theme (`providerTheme`, `franchiseTheme`); `null` shows the plain
   * page background (the clean template, or no colour).
   */
  theme: Theme | null;
}

/**
 * A page area in a provider's or franchise's colours: their gradient behind, the computed AA
 * foreground on it. Cards inside keep their own surface colours.
 */
export function ThemeSurface({ theme, className, style, ...props }: ThemeSurfaceProps) {
  return (
    <div
      {...props}
      data-slot="theme-surface"
      data-themed={theme ? 'true' : 'false'}
      style={theme ? ({ ...themeStyle(theme), ...style } as CSSProperties) : style}
      className={cn(
        theme
          ? 'bg-linear-to-br from-(--theme-from) to-(--theme-to) text-(--theme-foreground) forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]'
          : 'bg-background text-foreground',
        className,
      )}
    />
  );
}
