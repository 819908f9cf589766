export { LocaleToggle } from './LocaleToggle';
export type { LocaleToggleProps } from './LocaleToggle';
