export { ToastRegion } from './Toast';
export type { ToastRegionProps } from './Toast';
export { ToastHost } from './ToastHost';
export type { ToastHostProps } from './ToastHost';
export { toasts } from './toast-queue';
export type { ToastContent } from './toast-queue';
