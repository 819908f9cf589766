import { lazy, Suspense, useState } from 'react';
import type { AlertDialogProps } from './AlertDialog';

const RealAlertDialog = lazy(() =>
  import('./AlertDialog').then((m) => ({ default: m.AlertDialog })),
);

/**
 * The {@link AlertDialog} opened by `isOpen`, whose code loads the first time it opens: closed,
 * both render nothing. Once opened it stays mounted, so it closes as the real one does.
 */
export function LazyAlertDialog(props: AlertDialogProps) {
  const [opened, setOpened] = useState(props.isOpen === true);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RealAlertDialog {...props} />
    </Suspense>
  );
}
