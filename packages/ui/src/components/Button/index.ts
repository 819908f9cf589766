export { Button, buttonVariants } from './Button';
export type { ButtonProps } from './Button';
