export { ErrorScreen } from './ErrorScreen';
export type { ErrorScreenProps } from './ErrorScreen';
export { ErrorBoundary } from './ErrorBoundary';
export type { ErrorBoundaryProps } from './ErrorBoundary';
