import { useI18n } from '@kurse/i18n';
import { Alert, Spinner } from '@kurse/ui';
import type { ReactNode } from 'react';
import type { ProfileLoad } from './load';

/** Props of {@link TabLoad}. */
export interface TabLoadProps<T> {
  /** What the tab has loaded so far. */
  load: ProfileLoad<T>;
  /** Accessible name of the loader, e.g. "Deine Buchungen werden geladen …". */
  loadingLabel: string;
  /** The tab's content once the data is there. */
  children: (data: T) => ReactNode;
}

/**
 * The states of a profile tab's list: a loader while it loads, the failed-load message with a
 * retry button, else the content. Spec: discovery §2 Customer profile (loader), §8.
 */
export function TabLoad<T>({ load, loadingLabel, children }: TabLoadProps<T>) {
  const { LL } = useI18n();
  if (load.status === 'loading') {
    return (
      <div className="flex justify-center py-8">
        <Spinner size="lg" label={loadingLabel} />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <Alert tone="danger" actionLabel={LL.common.retry()} onAction={load.retry}>
        {LL.account.loadFailed()}
      </Alert>
    );
  }
  return children(load.data);
}

/** The text of a tab without entries, e.g. "Du hast noch keine Buchungen.". */
export function EmptyTab({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground">{children}</p>;
}
