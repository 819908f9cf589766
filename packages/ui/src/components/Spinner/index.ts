export { Spinner } from './Spinner';
export { spinnerVariants } from './Spinner.variants';
export type { SpinnerProps } from './Spinner';
