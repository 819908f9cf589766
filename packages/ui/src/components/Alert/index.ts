export { Alert, alertVariants, toneIcon } from './Alert';
export type { AlertProps, Tone } from './Alert';
