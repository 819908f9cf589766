import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../core';

/** Props of {@link AccountPageLayout}. */
export interface AccountPageLayoutProps {
  /** The page's one heading, also its document title. */
  title: string;
  /** The page's content under the heading. */
  children: ReactNode;
}

/**
 * The frame of the confirmation and password pages: a narrow column with the heading, and the
 * document title set from it. Spec: discovery §2 Confirmation and password pages.
 */
export function AccountPageLayout({ title, children }: AccountPageLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
