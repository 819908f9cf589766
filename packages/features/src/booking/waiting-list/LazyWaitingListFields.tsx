import { lazy, Suspense } from 'react';
import type { WaitingListFieldsProps } from './WaitingListFields';

const WaitingListFields = lazy(() =>
  import('./WaitingListFields').then((m) => ({ default: m.WaitingListFields })),
);

/**
 * The waiting list's fields, loaded only where an event is full and has a waiting list: its form,
 * number, phone and text fields stay out of the first load of every page without one. The server
 * renders the fields; the client hydrates them once their code has arrived, keeping the server's
 * markup meanwhile.
 */
export function LazyWaitingListFields(props: WaitingListFieldsProps) {
  return (
    <Suspense fallback={null}>
      <WaitingListFields {...props} />
    </Suspense>
  );
}
