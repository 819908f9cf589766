export { Button } from './Button';
export { buttonVariants } from './Button.variants';
export type { ButtonProps } from './Button';
