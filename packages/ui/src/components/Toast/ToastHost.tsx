import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toasts, type ToastContent, type ToastQueue } from './toast-queue';

const LazyToastRegion = lazy(() => import('./Toast').then((m) => ({ default: m.ToastRegion })));

/** Props of {@link ToastHost}. */
export interface ToastHostProps {
  /** The queue to watch. @default toasts */
  queue?: ToastQueue<ToastContent>;
}

/**
 * The app's toast region, loaded with the first toast: until something is added to the queue,
 * neither the region nor its overlay code is part of the page. Render it once near the root
 * instead of `ToastRegion` where first-load size matters.
 */
export function ToastHost({ queue = toasts }: ToastHostProps) {
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastRegion queue={queue} />
    </Suspense>
  );
}
