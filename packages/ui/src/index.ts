export { cn } from './lib/cn';
export { focusRing } from './lib/focus-ring';
export { Button, buttonVariants } from './components/Button';
export type { ButtonProps } from './components/Button';
export { UiProvider } from './components/UiProvider';
export type { UiProviderProps } from './components/UiProvider';
export { ThemeSurface } from './components/ThemeSurface';
export type { ThemeSurfaceProps } from './components/ThemeSurface';
export {
  AA_NORMAL_TEXT,
  contrastRatio,
  luminance,
  parseHex,
  readableForeground,
  toHex,
} from './theme/contrast';
export type { Rgb } from './theme/contrast';
export {
  DEFAULT_FRANCHISE_THEME,
  franchiseTheme,
  gradientTheme,
  providerTheme,
  themeStyle,
} from './theme/theme';
export type { Theme } from './theme/theme';
