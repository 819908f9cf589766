export { LoadingOverlay, loadingOverlayVariants } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
