export { cn } from './lib/cn';
export { focusRing } from './lib/focus-ring';
export { Button, buttonVariants } from './components/Button';
export type { ButtonProps } from './components/Button';
export { UiProvider } from './components/UiProvider';
export type { UiProviderProps } from './components/UiProvider';
