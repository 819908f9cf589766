import { lazy, Suspense } from 'react';
import type { PasswordGateProps } from './PasswordGate';

const PasswordGate = lazy(() =>
  import('./PasswordGate').then((m) => ({ default: m.PasswordGate })),
);

/**
 * The password gate, loaded only where an event is protected: its form, field and checks stay
 * out of the first load of every course and event page without one. The server renders the gate
 * itself; the client hydrates it once its code has arrived, keeping the server's markup meanwhile.
 */
export function LazyPasswordGate(props: PasswordGateProps) {
  return (
    <Suspense fallback={null}>
      <PasswordGate {...props} />
    </Suspense>
  );
}
