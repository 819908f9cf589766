export { Alert } from './Alert';
export type { AlertProps } from './Alert';
export { alertVariants, toneIcon } from './Alert.variants';
export type { Tone } from './Alert.variants';
