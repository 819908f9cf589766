export { LoadingOverlay } from './LoadingOverlay';
export { loadingOverlayVariants } from './LoadingOverlay.variants';
export type { LoadingOverlayProps } from './LoadingOverlay';
