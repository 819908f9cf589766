export { Spinner, spinnerVariants } from './Spinner';
export type { SpinnerProps } from './Spinner';
