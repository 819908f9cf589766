export { ToastRegion, toasts } from './Toast';
export type { ToastContent, ToastRegionProps } from './Toast';
