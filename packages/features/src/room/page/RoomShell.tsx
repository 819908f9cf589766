import type { ReactNode } from 'react';
import { BackToProviderLink } from '../../frame';

/**
 * The room's own bar and column: the route has no header or footer (domain `frameRules`), so the
 * back link to the provider (discovery §2: back link on room routes) sits in a slim bar above the
 * room. No language switch here: the frame's switch lives in the header, and one on this page
 * would split it out of the landing's first load (about 0.7 kB gzip).
 * Spec: transactions §2 Room; discovery §2 Navigation and frame.
 */
export function RoomShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex w-full flex-1 flex-col">
      <div className="flex min-h-12 items-center border-b border-border px-4 py-1">
        <BackToProviderLink />
      </div>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:py-10">
        {children}
      </div>
    </div>
  );
}
